import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/typed';
import { invalidateRecipientLists } from './invalidate-recipient-queries';

export type CreateRecipientBody = Schemas['CreateRecipientDto'];

/**
 * POST /api/recipients (a shopper adds `clientId`). Answers the new recipient, so a form
 * can select it at once. No task holds a new recipient yet: only the lists change.
 */
export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipientBody) => api.post('/api/recipients', { body }),
    onSuccess: () => invalidateRecipientLists(queryClient),
  });
}
