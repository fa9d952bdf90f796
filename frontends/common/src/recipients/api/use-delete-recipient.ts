import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { invalidateRecipientLists, invalidateRecipientTasks } from './invalidate-recipient-queries';

/** DELETE /api/recipients/{id}: its tasks stay, without a recipient. */
export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/recipients/{id}', { params: { id } }),
    onSuccess: () => Promise.all([invalidateRecipientLists(queryClient), invalidateRecipientTasks(queryClient)]),
  });
}
