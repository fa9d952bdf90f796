import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys, taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import type { InvoiceDialogMode, SelectedItem } from './invoice-selection';
import { invalidateTaskLists } from '../api/invalidate-task-lists';
import { writeAnswer } from '../api/write-answer';
import { invoiceAmounts } from './invoice-amounts';

type TaskInvoice = Schemas['TaskInvoiceDto'];
type ShopperEntry = Schemas['InvoiceWithLinesDto'];

/** The task's invoices with the answered one in place of its old self, or first when it is new. */
function withInvoiceAnswer(entries: ShopperEntry[] | undefined, answer: TaskInvoice): ShopperEntry[] | undefined {
  const { invoice, lines, creditNotes, payments, refunds } = answer;
  if (!entries || !invoice) return entries;
  const entry: ShopperEntry = {
    invoice,
    lines,
    creditNotes,
    payments,
    refunds,
    ...invoiceAmounts(invoice, creditNotes, payments, refunds),
  };
  return entries.some((known) => known.invoice.id === invoice.id)
    ? entries.map((known) => (known.invoice.id === invoice.id ? entry : known))
    : [entry, ...entries];
}

/**
 * Every invoice change answers the whole TaskInvoiceDto of the changed invoice, which takes its
 * place in the cached list. Captures, payment and voids also move items' statuses and
 * remaining quantities (the task detail's items, the pricing) and may move the task's status
 * and what the task list shows (invoice status, amounts).
 */
function applyInvoiceAnswer(queryClient: QueryClient, taskId: string, answer: TaskInvoice) {
  writeAnswer<ShopperEntry[]>(queryClient, invoiceKeys.ofTask(taskId), (entries) => withInvoiceAnswer(entries, answer));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
    queryClient.invalidateQueries({ queryKey: taskKeys.pricing(taskId) }),
    invalidateTaskLists(queryClient),
  ]);
}

/** POST /api/tasks/{id}/invoice: an empty DUE invoice. */
export function useCreateInvoice(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/tasks/{taskId}/invoice', { params: { taskId } }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/**
 * The dialog's submit: POST /api/tasks/{id}/finalize (first lines, stamps finalizedAt) or
 * POST /api/tasks/{id}/invoice/capture-items (more lines on a DUE invoice).
 */
export function useInvoiceItems(taskId: string, mode: InvoiceDialogMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: SelectedItem[]) =>
      mode === 'finalize'
        ? api.post('/api/tasks/{taskId}/finalize', {
            params: { taskId },
            body: { selectedItems: selection.map(({ item, quantity }) => ({ itemId: item.id, quantity })) },
          })
        : api.post('/api/tasks/{taskId}/invoice/capture-items', {
            params: { taskId },
            body: { items: selection.map(({ item, quantity }) => ({ itemId: item.id, qtyCaptured: quantity })) },
          }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/**
 * POST /api/invoices/{id}/payments: money the shopper received, answered with the whole invoice
 * (its payments and balance; PAID once the balance is 0). One Idempotency-Key per call
 * (apiRequest); the dialog keeps a second tap from making a second call.
 */
export function useRecordPayment(taskId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['RecordPaymentDto']) =>
      api.post('/api/invoices/{id}/payments', { params: { id: invoiceId }, body }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/** POST /api/invoices/{id}/refunds: money owed back given back; answered with the whole invoice. */
export function useRecordRefund(taskId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['RecordRefundDto']) =>
      api.post('/api/invoices/{id}/refunds', { params: { id: invoiceId }, body }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/** PATCH /api/invoices/{id}/pay: the rest of the balance recorded as paid today; the invoice PAID, its items paid for good. */
export function useMarkInvoicePaid(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => api.patch('/api/invoices/{id}/pay', { params: { id: invoiceId } }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/** PATCH /api/invoices/{id}/void: DUE → VOID; its items unlock and get their quantities back. */
export function useVoidInvoice(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => api.patch('/api/invoices/{id}/void', { params: { id: invoiceId } }),
    onSuccess: (answer) => applyInvoiceAnswer(queryClient, taskId, answer),
  });
}

/** The invoice's entry with a new credit note at the end (they are listed oldest first), its amounts lowered. */
function withCreditNote(
  entries: ShopperEntry[] | undefined,
  note: Schemas['CreditNoteDto'],
): ShopperEntry[] | undefined {
  return entries?.map((entry) => {
    if (entry.invoice.id !== note.invoiceId || entry.creditNotes.some((known) => known.id === note.id)) return entry;
    const creditNotes = [...entry.creditNotes, note];
    return { ...entry, creditNotes, ...invoiceAmounts(entry.invoice, creditNotes, entry.payments, entry.refunds) };
  });
}

/**
 * POST /api/invoices/{id}/credit-notes: a return of some captured units, answered with the new
 * credit note. It joins its invoice in the cache at once; the invoices are read again (the
 * server's word on the net total), and so are the task's items (a fully returned one becomes
 * CREDITED, a partly returned one counts its returned units), its pricing and the task list.
 * One Idempotency-Key per call (apiRequest), sent again only on a lost connection; the dialog
 * keeps a second tap from making a second call.
 */
export function useRecordReturn(taskId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['RecordReturnDto']) =>
      api.post('/api/invoices/{id}/credit-notes', { params: { id: invoiceId }, body }),
    onSuccess: (note) => {
      queryClient.setQueryData<ShopperEntry[]>(invoiceKeys.ofTask(taskId), (entries) => withCreditNote(entries, note));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.ofTask(taskId), exact: true }),
        queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
        queryClient.invalidateQueries({ queryKey: taskKeys.pricing(taskId) }),
        invalidateTaskLists(queryClient),
      ]);
    },
  });
}
