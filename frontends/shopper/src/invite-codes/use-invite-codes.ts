import { api, inviteCodeKeys } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InviteCode, type InviteCodeFormValues, toCreateBody } from './invite-code-rules';

/**
 * GET /api/invite-codes: the shopper's codes. Fetched again on every visit: a code becomes
 * used when a client registers, on someone else's screen.
 */
export function useInviteCodes() {
  return useQuery({
    queryKey: inviteCodeKeys.all,
    queryFn: ({ signal }) => api.get('/api/invite-codes', { signal }),
    refetchOnMount: 'always',
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
      queryClient.setQueryData<InviteCode[]>(inviteCodeKeys.all, (codes = []) => [
        created,
        ...codes.filter((code) => code.id !== created.id),
      ]);
    },
  });
}
