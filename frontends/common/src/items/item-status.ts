import type { Schemas } from '../api/typed';

export type ItemStatus = Schemas['ItemReadDto']['status'];

/** The labels of spec section 4 for each item status. */
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  DRAFT: 'Draft',
  READY: 'Ready',
  AVAILABLE: 'Available',
  INVOICED_DUE: 'Invoiced (Due)',
  INVOICED_PAID: 'Paid',
  CREDITED: 'Credited',
};

/** Statuses in the order a shopper moves items through them (breakdowns list them so). */
export const ITEM_STATUS_ORDER: ItemStatus[] = [
  'DRAFT',
  'READY',
  'AVAILABLE',
  'INVOICED_DUE',
  'INVOICED_PAID',
  'CREDITED',
];

export function itemStatusLabel(status: ItemStatus): string {
  return ITEM_STATUS_LABELS[status] ?? status;
}
