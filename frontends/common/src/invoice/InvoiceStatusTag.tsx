import { type StatusHue, StatusTag } from '../components/StatusTag';
import type { AnyInvoice } from './use-task-invoices';

const STATUS_HUES: Record<AnyInvoice['status'], StatusHue> = {
  DRAFT: 'blue',
  DUE: 'gold',
  PAID: 'green',
  VOID: 'neutral',
};

/**
 * The invoice status (docs/product-rules.md, "Invoice states"), as the server names it: DUE, PAID,
 * VOID, and DRAFT for one the shopper has not finalized yet (only she ever sees it).
 */
export function InvoiceStatusTag({ status }: { status: AnyInvoice['status'] }) {
  return <StatusTag hue={STATUS_HUES[status]}>{status}</StatusTag>;
}
