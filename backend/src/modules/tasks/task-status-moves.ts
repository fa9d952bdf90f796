import { type EntityManager, In } from 'typeorm';
import { ShopTask, type TaskStatus } from './task.entity';

/*
 * The task status moves the product makes on its own; every other move is the shopper's, who
 * may set any status by hand (docs/product-rules.md, "Task states"). A DRAFT task becomes ACTIVE
 * when an item is added to it (its first item, unless the shopper set it back to DRAFT); a task in
 * progress becomes COMPLETE when an invoice is paid and nothing is left to invoice. ARCHIVED, and a
 * status the shopper set that no move starts from, stay as they are.
 */
const AUTOMATIC_MOVES = {
  ACTIVE: ['DRAFT'],
  COMPLETE: ['DRAFT', 'ACTIVE'],
} as const satisfies Partial<Record<TaskStatus, readonly TaskStatus[]>>;

export type AutomaticTaskStatus = keyof typeof AUTOMATIC_MOVES;

/**
 * Moves the task to `to` when its status is one that move starts from: one conditional UPDATE,
 * so a status the shopper sets at the same moment is never overwritten by a stale read.
 */
export async function moveTaskStatus(manager: EntityManager, taskId: string, to: AutomaticTaskStatus): Promise<void> {
  // updatedAt is set here because update() would stamp CURRENT_TIMESTAMP, in whole seconds.
  await manager.update(
    ShopTask,
    { id: taskId, status: In([...AUTOMATIC_MOVES[to]]) },
    { status: to, updatedAt: new Date() },
  );
}
