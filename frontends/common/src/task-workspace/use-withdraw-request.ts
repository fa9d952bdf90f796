import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateTaskLists } from '../api/invalidate-task-lists';
import { failureText } from '../api/failure-text';
import { taskKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { useConfirm } from '../feedback/useConfirm';
import { useToast } from '../toast/useToast';
import type { TaskDetail } from './use-task';

/** Item statuses that mean something of the task was billed: the request can no longer be taken back. */
const BILLED = new Set(['INVOICED_DUE', 'INVOICED_PAID', 'CREDITED']);

/** Whether the client may still withdraw her request (the api decides in the end). */
export function canWithdraw(detail: TaskDetail): boolean {
  const { status } = detail.task;
  return (status === 'DRAFT' || status === 'ACTIVE') && !detail.items.some((item) => BILLED.has(item.status));
}

/**
 * POST /api/tasks/{id}/withdraw after a confirmation: the dialog's button spins until the api
 * answers; the task, its lists and the dashboards read again.
 */
export function useWithdrawRequest(taskId: string) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { toast } = useToast();
  const { mutateAsync } = useMutation({
    mutationFn: () => api.post('/api/tasks/{id}/withdraw', { params: { id: taskId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
        invalidateTaskLists(queryClient),
      ]),
  });
  return useCallback(
    (title: string) =>
      confirm({
        title: 'Withdraw this request?',
        content: `Your shopper will stop working on "${title}". The request and its chat stay here to read.`,
        okText: 'Withdraw Request',
        okButtonProps: { danger: true },
        cancelText: 'Keep Request',
        onOk: () =>
          mutateAsync().then(
            () => toast({ title: 'Request withdrawn', description: title, variant: 'success' }),
            (error: unknown) =>
              toast({ title: 'Failed to withdraw request', description: failureText(error), variant: 'destructive' }),
          ),
      }),
    [confirm, toast, mutateAsync],
  );
}
