import { api, emailPreferenceKeys, type Schemas, writeAnswer } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type EmailPreferences = Schemas['EmailPreferencesDto'];
/**
 * One kind of email: the digests (messages, itemsAndComments, a shopper's invoices and clientsAndRequests) or a
 * client's paymentReminders.
 */
export type EmailPreference = keyof EmailPreferences;

/** GET /api/me/email-preferences: which digest emails the signed-in user gets. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferenceKeys.mine,
    queryFn: ({ signal }) => api.get('/api/me/email-preferences', { signal }),
  });
}

/**
 * Turns one kind of digest on or off (PUT /api/me/email-preferences with that field only).
 * The cached value changes before the call, so the switch moves at once, and changes back if
 * the call fails. Each switch writes its own field only, also from the answer, so switches
 * saved at the same time never undo one another.
 */
export function useSaveEmailPreference(preference: EmailPreference) {
  const queryClient = useQueryClient();
  const show = (on: boolean) =>
    writeAnswer<EmailPreferences>(
      queryClient,
      emailPreferenceKeys.mine,
      (current) => current && { ...current, [preference]: on },
    );
  return useMutation({
    mutationFn: (on: boolean) => api.put('/api/me/email-preferences', { body: { [preference]: on } }),
    onMutate: async (on) => {
      // A read still on its way would put back what the server had before this change.
      await queryClient.cancelQueries({ queryKey: emailPreferenceKeys.mine });
      show(on);
    },
    onError: (_error, on) => show(!on),
    onSuccess: (saved) => show(saved[preference]),
  });
}
