import { type EntityManager, In } from 'typeorm';
import { Item, type ItemStatus } from '../items/entities/item.entity';

/** Item ids by the status they move to. */
export type ItemStatusChanges = Map<ItemStatus, string[]>;

/**
 * Runs each item's state transition (item-state.ts: it checks the current status and throws a
 * 409 when the move is not allowed), while deciding, before anything is written.
 */
export function planItemStatuses<T extends Pick<Item, 'id' | 'status'>>(
  items: readonly T[],
  transition: (status: ItemStatus, item: T) => ItemStatus,
): ItemStatusChanges {
  const changes: ItemStatusChanges = new Map();
  for (const item of items) {
    const next = transition(item.status, item);
    changes.set(next, [...(changes.get(next) ?? []), item.id]);
  }
  return changes;
}

/** Writes planned status changes: one UPDATE per target status. */
export async function writeItemStatuses(manager: EntityManager, changes: ItemStatusChanges): Promise<void> {
  // updatedAt is set here because update() would stamp CURRENT_TIMESTAMP, in whole seconds.
  const updatedAt = new Date();
  for (const [status, ids] of changes) {
    await manager.update(Item, { id: In(ids) }, { status, updatedAt });
  }
}
