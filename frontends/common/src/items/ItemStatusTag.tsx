import type { Schemas } from '../api/typed';
import { type StatusHue, StatusTag } from '../components/StatusTag';
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

/**
 * "1 of 2 paid" for an item paid for part of its quantity. A paid item has nothing on a DUE
 * invoice (capturing more of it makes it Invoiced (Due) again), so what is not left to invoice
 * is what was paid.
 */
export function itemStatusText(item: Pick<Item, 'status' | 'quantity' | 'qtyRemaining'>): string {
  if (item.status === 'INVOICED_PAID' && item.qtyRemaining > 0) {
    return `${item.quantity - item.qtyRemaining} of ${item.quantity} paid`;
  }
  return itemStatusLabel(item.status);
}

/** An item's status badge: Draft, Ready, Available, Invoiced (Due), Paid ("1 of 2 paid" for part), Credited. */
export function ItemStatusTag({ item }: { item: Pick<Item, 'status' | 'quantity' | 'qtyRemaining'> }) {
  return <StatusTag hue={STATUS_HUES[item.status]}>{itemStatusText(item)}</StatusTag>;
}
