import { useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';

/** The shopper's entries carry the service fee; the client's have no fee fields (her amounts include it). */
export type InvoiceEntry = Schemas['InvoiceWithLinesDto'] | Schemas['ClientInvoiceWithLinesDto'];
export type AnyInvoice = InvoiceEntry['invoice'];
export type AnyInvoiceLine = InvoiceEntry['lines'][number];
export type AnyPayment = InvoiceEntry['payments'][number];
export type AnyRefund = InvoiceEntry['refunds'][number];

/**
 * GET /api/tasks/{id}/invoices: every invoice of the task with its lines, newest first. The
 * shopper's first is the open one (DRAFT or DUE) when there is one; the client never receives
 * a draft (InvoiceCard splitInvoices picks her headline).
 */
export function useTaskInvoices(taskId: string) {
  return useQuery({
    queryKey: invoiceKeys.ofTask(taskId),
    queryFn: ({ signal }): Promise<InvoiceEntry[]> =>
      api.get('/api/tasks/{taskId}/invoices', { params: { taskId }, signal }),
  });
}
/** A credit note as the reader sees it: the shopper's with the fee, the client's with her fee-inclusive amounts. */
export type AnyCreditNote = InvoiceEntry['creditNotes'][number];
