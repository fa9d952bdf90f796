import type { Schemas } from '../api/typed';
import type { UserRole } from '../session/SessionProvider';

export type ItemStatus = Schemas['ItemReadDto']['status'];

/** The labels (docs/product-rules.md, "Item states") for each item status. */
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

/** A piece the shopper has not yet made ready is, to the client, one she proposes. */
const CLIENT_LABELS: Partial<Record<ItemStatus, string>> = { DRAFT: 'Proposed' };

/** The label of an item status as `role` reads it. */
export function itemStatusLabel(status: ItemStatus, role: UserRole | null = null): string {
  return (role === 'CLIENT' ? CLIENT_LABELS[status] : undefined) ?? ITEM_STATUS_LABELS[status] ?? status;
}
