import { useQuery } from '@tanstack/react-query';
import { recipientKeys } from '../../api/query-keys';
import { api, type Schemas } from '../../api/typed';

export type RecipientListItem = Schemas['RecipientListItemDto'];

/**
 * GET /api/recipients: each recipient with its task counts, oldest first. A client reads
 * their own (no clientId); a shopper must name the client (the api refuses without one),
 * so a shopper's form passes `enabled: false` until a client is chosen.
 */
export function useRecipients({ clientId, enabled = true }: { clientId?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientId ? recipientKeys.ofClient(clientId) : recipientKeys.all,
    queryFn: ({ signal }) => api.get('/api/recipients', { query: clientId ? { clientId } : {}, signal }),
    enabled,
  });
}
