import { api, ApiError, inviteCodeKeys, writeAnswer } from '@atelier/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCode } from './invite-code-rules';

/**
 * POST /api/invite-codes/{id}/resend: emails the invitation again. The answer is the code with
 * its new email queued; it replaces the cached one, which starts the list's polling. A code
 * used (409) or gone (404) since the list was read means the list is out of date: it is read
 * again, so a used code moves to Used Codes.
 */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/invite-codes/{id}/resend', { params: { id } }),
    onSuccess: (resent) => {
      writeAnswer<InviteCode[]>(queryClient, inviteCodeKeys.all, (codes) =>
        codes?.map((code) => (code.id === resent.id ? resent : code)),
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all });
      }
    },
  });
}
