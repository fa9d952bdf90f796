import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateRecipientLists, invalidateRecipientTasks } from './invalidate-recipient-queries';

/** PUT /api/recipients/{id}: replaces every field (one left out is cleared). */
export function useUpdateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: Schemas['RecipientFieldsDto'] }) =>
      api.put('/api/recipients/{id}', { params: { id }, body: fields }),
    onSuccess: () => Promise.all([invalidateRecipientLists(queryClient), invalidateRecipientTasks(queryClient)]),
  });
}
