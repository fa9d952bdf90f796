import { api, ApiError, inviteCodeKeys, writeAnswer } from '@atelier/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCode } from './invite-code-rules';

/**
 * POST /api/invite-codes/{id}/revoke: the code stops working and leaves the list (the api
 * lists revoked codes no more). A code used (409) or gone (404) since the list was read means
 * the list is out of date: it is read again, so a used code moves to Used Codes.
 */
export function useRevokeInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/invite-codes/{id}/revoke', { params: { id } }),
    onSuccess: (_answer, id) => {
      writeAnswer<InviteCode[]>(queryClient, inviteCodeKeys.all, (codes) => codes?.filter((code) => code.id !== id));
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all });
      }
    },
  });
}
