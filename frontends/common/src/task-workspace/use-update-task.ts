import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import { invalidateTaskLists } from '../api/invalidate-task-lists';

export type TaskChanges = Schemas['UpdateTaskDto'];

/**
 * PUT /api/tasks/{id}. The task's fields show on this screen (detail), in the fee of its
 * pricing, and in every task list (title, status).
 */
export function useUpdateTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TaskChanges) => api.put('/api/tasks/{id}', { params: { id: taskId }, body: changes }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
        queryClient.invalidateQueries({ queryKey: taskKeys.pricing(taskId) }),
        invalidateTaskLists(queryClient),
      ]),
  });
}
