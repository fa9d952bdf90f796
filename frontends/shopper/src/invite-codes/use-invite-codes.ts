import { api, inviteCodeKeys, writeAnswer } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollWhileSending } from './invitation-email-rules';
import { type InviteCode, type InviteCodeFormValues, toCreateBody } from './invite-code-rules';

/**
 * GET /api/invite-codes: the shopper's codes. Fetched again on every visit: a code becomes
 * used when a client registers, on someone else's screen. While an invitation email is
 * queued it is also polled (the app's one exception to "no polling"): see pollWhileSending.
 */
export function useInviteCodes() {
  return useQuery({
    queryKey: inviteCodeKeys.all,
    queryFn: ({ signal }) => api.get('/api/invite-codes', { signal }),
    refetchOnMount: 'always',
    refetchInterval: (query) => pollWhileSending(query.state.data),
  });
}

/** POST /api/invite-codes. The answer is the new code: it joins the cached list at the top. */
export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InviteCodeFormValues) => api.post('/api/invite-codes', { body: toCreateBody(values) }),
    onSuccess: (created) => {
      if (queryClient.getQueryData(inviteCodeKeys.all) === undefined) {
        void queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all });
        return;
      }
      writeAnswer<InviteCode[]>(queryClient, inviteCodeKeys.all, (codes = []) => [
        created,
        ...codes.filter((code) => code.id !== created.id),
      ]);
    },
  });
}
