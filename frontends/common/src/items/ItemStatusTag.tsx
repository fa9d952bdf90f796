import { type StatusHue, StatusTag } from '../components/StatusTag';
import { type ItemStatus, itemStatusLabel } from './item-status';

const STATUS_HUES: Record<ItemStatus, StatusHue> = {
  DRAFT: 'neutral',
  READY: 'blue',
  AVAILABLE: 'cyan',
  INVOICED_DUE: 'orange',
  INVOICED_PAID: 'green',
  CREDITED: 'purple',
};

/** An item's status badge: Draft, Ready, Available, Invoiced (Due), Paid, Credited. */
export function ItemStatusTag({ status }: { status: ItemStatus }) {
  return <StatusTag hue={STATUS_HUES[status]}>{itemStatusLabel(status)}</StatusTag>;
}
