import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys, recipientKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import type { CreateTaskBody } from './wizard-values';
import { invalidateTaskLists } from '../api/invalidate-task-lists';

export type ClientListItem = Schemas['ClientListItemDto'];

/** GET /api/categories: the three categories with their forms; they do not change. */
export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => api.get('/api/categories', { signal }),
  });
}

/**
 * GET /api/clients, the shopper's clients she can create tasks for (archived ones take no new
 * task); read again on each visit (clients join meanwhile).
 */
export function useClients(enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.clients,
    queryFn: ({ signal }) => api.get('/api/clients', { signal }),
    select: (clients) => clients.filter((client) => client.status !== 'ARCHIVED'),
    enabled,
    refetchOnMount: 'always',
  });
}

/**
 * POST /api/tasks. A new task joins the task list (no other task changes) and its recipient's
 * task counts (the recipients screen's badges), so both are marked stale.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => api.post('/api/tasks', { body }),
    // Not awaited: the wizard leaves for the new task at once.
    onSuccess: () => {
      void invalidateTaskLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: recipientKeys.all });
    },
  });
}
