import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** DELETE /api/items/{id} */
export function useDeleteItem(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.delete('/api/items/{id}', { params: { id: itemId } }),
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
