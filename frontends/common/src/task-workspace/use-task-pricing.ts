import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '../api/query-keys';
import { api } from '../api/typed';

/** GET /api/tasks/{id}/pricing: subtotal, service fee (shoppers) and total of the task's items. */
export function useTaskPricing(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.pricing(taskId),
    queryFn: ({ signal }) => api.get('/api/tasks/{id}/pricing', { params: { id: taskId }, signal }),
    enabled,
  });
}
