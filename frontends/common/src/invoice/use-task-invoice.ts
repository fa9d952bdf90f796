import { useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';

/** The shopper's answer carries the service fee; the client's has no fee fields at all. */
export type TaskInvoiceAnswer = Schemas['TaskInvoiceDto'] | Schemas['ClientTaskInvoiceDto'];
export type AnyInvoice = NonNullable<TaskInvoiceAnswer['invoice']>;
export type AnyInvoiceLine = TaskInvoiceAnswer['lines'][number];

/** GET /api/tasks/{id}/invoice: the invoice that is not VOID, else the latest voided one, else null. */
export function useTaskInvoice(taskId: string) {
  return useQuery({
    queryKey: invoiceKeys.ofTask(taskId),
    queryFn: ({ signal }): Promise<TaskInvoiceAnswer> =>
      api.get('/api/tasks/{taskId}/invoice', { params: { taskId }, signal }),
  });
}
