import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** PUT /api/items/{id}: the item's own fields (not its photos or receipt). */
export function useUpdateItem(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, fields }: { itemId: string; fields: Schemas['ItemFieldsDto'] }) =>
      api.put('/api/items/{id}', { params: { id: itemId }, body: fields }),
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
