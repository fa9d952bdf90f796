import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { depositKeys, invoiceKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';

/** GET /api/tasks/{id}/deposits: the task's deposits, what is held and what is asked for. */
export function useTaskDeposits(taskId: string) {
  return useQuery({
    queryKey: depositKeys.ofTask(taskId),
    queryFn: ({ signal }) => api.get('/api/tasks/{taskId}/deposits', { params: { taskId }, signal }),
  });
}

/** After any change to a deposit: the deposits read again, and the invoices that draw on them. */
function useRefreshMoney(taskId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: depositKeys.ofTask(taskId), exact: true }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.ofTask(taskId), exact: true }),
    ]);
}

/** POST /api/tasks/{id}/deposits (one Idempotency-Key per call, apiRequest). */
export function useRequestDeposit(taskId: string) {
  const refresh = useRefreshMoney(taskId);
  return useMutation({
    mutationFn: (body: Schemas['RequestDepositDto']) =>
      api.post('/api/tasks/{taskId}/deposits', { params: { taskId }, body }),
    onSuccess: refresh,
  });
}

/** POST /api/deposits/{id}/payments: the deposit received in full. */
export function useRecordDepositPaid(taskId: string, depositId: string) {
  const refresh = useRefreshMoney(taskId);
  return useMutation({
    mutationFn: (body: Schemas['RecordDepositPaymentDto']) =>
      api.post('/api/deposits/{id}/payments', { params: { id: depositId }, body }),
    onSuccess: refresh,
  });
}

/** POST /api/tasks/{id}/deposits/release: what is left of a finished task's deposits, given back. */
export function useReleaseDeposit(taskId: string) {
  const refresh = useRefreshMoney(taskId);
  return useMutation({
    mutationFn: (body: Schemas['ReleaseDepositDto']) =>
      api.post('/api/tasks/{taskId}/deposits/release', { params: { taskId }, body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/deposits/{id}/cancel. */
export function useCancelDeposit(taskId: string) {
  const refresh = useRefreshMoney(taskId);
  return useMutation({
    mutationFn: (depositId: string) => api.patch('/api/deposits/{id}/cancel', { params: { id: depositId } }),
    onSuccess: refresh,
  });
}
