import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '../api/query-keys';
import { api } from '../api/typed';

/**
 * GET /api/tasks, the whole list (the dashboards read the same key). The filters run on it
 * in the browser: the list is one person's tasks, and "Showing X of Y" needs Y anyway.
 * Fetched again on every visit, as the other party changes tasks from their side.
 */
export function useTaskList() {
  return useQuery({
    queryKey: taskKeys.all,
    queryFn: ({ signal }) => api.get('/api/tasks', { signal }),
    refetchOnMount: 'always',
  });
}
