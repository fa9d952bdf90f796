import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys, taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import type { InvoiceDialogMode, SelectedItem } from './invoice-selection';

type TaskInvoice = Schemas['TaskInvoiceDto'];

/**
 * Every invoice change answers the whole TaskInvoiceDto, which replaces the cached invoice.
 * Captures, payment and voids also move items' statuses and remaining quantities, which the
 * task detail (its items) and the pricing show.
 */
function applyInvoiceAnswer(queryClient: QueryClient, taskId: string, answer: TaskInvoice) {
  queryClient.setQueryData(invoiceKeys.ofTask(taskId), answer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
    queryClient.invalidateQueries({ queryKey: taskKeys.pricing(taskId) }),
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

/** PATCH /api/invoices/{id}/pay: DUE → PAID; its items become paid for good. */
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
