import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { invalidateItemQueries } from './invalidate-item-queries';

/** The import ran but could not read the page; `message` is the server's reason, if any. */
export class ImportFailedError extends Error {
  constructor(reason: string | null) {
    super(reason ?? '');
    this.name = 'ImportFailedError';
  }
}

/**
 * POST /api/items/{id}/enrich: reads the item's product page and adds its image and a summary.
 * The call answers once the import is done; `success: false` is a failure like any other.
 */
export function useImportItemDetails(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: string) => {
      const result = await api.post('/api/items/{id}/enrich', { params: { id: itemId } });
      if (!result.success) throw new ImportFailedError(result.error);
      return result;
    },
    onSuccess: () => invalidateItemQueries(queryClient, taskId),
  });
}
