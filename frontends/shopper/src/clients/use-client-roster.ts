import { api, ApiError, catalogKeys, dashboardKeys, taskKeys, writeAnswer } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterClient } from './client-roster-rules';

/** GET /api/clients: her active and archived clients; read again on each visit (clients join meanwhile). */
export function useClientRoster() {
  return useQuery({
    queryKey: catalogKeys.clients,
    queryFn: ({ signal }) => api.get('/api/clients', { signal }),
    refetchOnMount: 'always',
  });
}

/**
 * After a change of one client: the list takes the answer (or loses her, when declined); the
 * dashboard counts clients, and a declined client's open requests were archived with her.
 * A 404 or 409 means the list was out of date: it is read again.
 */
function useRosterChange<A>(
  call: (id: string) => Promise<A>,
  apply: (clients: RosterClient[], id: string, answer: A) => RosterClient[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, id) => {
      writeAnswer<RosterClient[]>(queryClient, catalogKeys.clients, (clients) => clients && apply(clients, id, answer));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: taskKeys.pages });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: catalogKeys.clients, exact: true });
      }
    },
  });
}

const replace = (clients: RosterClient[], _id: string, changed: RosterClient) =>
  clients.map((client) => (client.id === changed.id ? changed : client));

/** POST /api/clients/{id}/archive: her history stays, no new requests. */
export function useArchiveClient() {
  return useRosterChange((id) => api.post('/api/clients/{id}/archive', { params: { id } }), replace);
}

/** POST /api/clients/{id}/restore. */
export function useRestoreClient() {
  return useRosterChange((id) => api.post('/api/clients/{id}/restore', { params: { id } }), replace);
}

/** POST /api/clients/{id}/decline: she is emailed and leaves the list. */
export function useDeclineClient() {
  return useRosterChange(
    (id) => api.post('/api/clients/{id}/decline', { params: { id } }),
    (clients, id) => clients.filter((client) => client.id !== id),
  );
}
