import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** PUT /api/items/{id}/notes: the summary and/or the shopper's note (null removes; left out, unchanged). */
export function useUpdateItemNotes(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, notes }: { itemId: string; notes: Schemas['UpdateItemNotesDto'] }) =>
      api.put('/api/items/{id}/notes', { params: { id: itemId }, body: notes }),
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
