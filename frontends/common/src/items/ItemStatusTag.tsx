import type { Schemas } from '../api/typed';
import { type StatusHue, StatusTag } from '../components/StatusTag';
import { type UserRole, useRole } from '../session/SessionProvider';
import { type ItemStatus, itemStatusLabel } from './item-status';

type Item = Schemas['ItemReadDto'];

const STATUS_HUES: Record<ItemStatus, StatusHue> = {
  DRAFT: 'neutral',
  READY: 'blue',
  AVAILABLE: 'cyan',
  INVOICED_DUE: 'orange',
  INVOICED_PAID: 'green',
  CREDITED: 'purple',
};

type StatusFields = Pick<Item, 'status' | 'quantity' | 'qtyRemaining'> & Partial<Pick<Item, 'qtyCredited'>>;

/**
 * "1 of 2 paid" for an item paid for part of its quantity. A paid item has nothing on a DUE
 * invoice (capturing more of it makes it Invoiced (Due) again), so what is not left to invoice
 * is what was paid (returned units stay counted as invoiced). Units returned on a credit note
 * follow: "Paid · 1 returned"; once every unit is back the item is Credited.
 */
export function itemStatusText(item: StatusFields, role: UserRole | null = null): string {
  const status =
    item.status === 'INVOICED_PAID' && item.qtyRemaining > 0
      ? `${item.quantity - item.qtyRemaining} of ${item.quantity} paid`
      : itemStatusLabel(item.status, role);
  const returned = item.qtyCredited ?? 0;
  return returned > 0 && item.status !== 'CREDITED' ? `${status} · ${returned} returned` : status;
}

/**
 * An item's status badge: Draft (Proposed, to the client), Ready, Available, Invoiced (Due), Paid ("1 of 2 paid" for part),
 * Credited (every unit returned), with the units returned so far ("Paid · 1 returned").
 */
export function ItemStatusTag({ item }: { item: StatusFields }) {
  const role = useRole();
  return <StatusTag hue={STATUS_HUES[item.status]}>{itemStatusText(item, role)}</StatusTag>;
}
