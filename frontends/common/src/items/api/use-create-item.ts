import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** POST /api/tasks/{taskId}/items */
export function useCreateItem(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Schemas['ItemFieldsDto']) =>
      api.post('/api/tasks/{taskId}/items', { params: { taskId }, body: fields }),
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
