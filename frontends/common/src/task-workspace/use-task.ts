import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';

export type TaskDetail = Schemas['TaskDetailDto'];

/** GET /api/tasks/{id}: the task with its items, category, client, shopper and recipient. */
export function useTask(taskId: string | undefined) {
  return useQuery({
    queryKey: taskKeys.detail(taskId ?? ''),
    queryFn: ({ signal }) => api.get('/api/tasks/{id}', { params: { id: taskId! }, signal }),
    enabled: Boolean(taskId),
  });
}
