import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** PUT /api/items/{id}/files: the whole photo list (in order) or the receipt (null removes it). */
export function useUpdateItemFiles(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, files }: { itemId: string; files: Schemas['UpdateItemFilesDto'] }) =>
      api.put('/api/items/{id}/files', { params: { id: itemId }, body: files }),
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
