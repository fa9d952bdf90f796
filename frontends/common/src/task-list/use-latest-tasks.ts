import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { RECENT_TASKS_COUNT } from '../components/RecentTasks';

/**
 * The dashboards' latest tasks: the first page of GET /api/tasks/page, as short as the list
 * they show, whatever the history. Read again on every visit: tasks change from both sides.
 */
export function useLatestTasks() {
  return useQuery({
    queryKey: taskKeys.latest,
    queryFn: ({ signal }) => api.get('/api/tasks/page', { query: { limit: RECENT_TASKS_COUNT }, signal }),
    refetchOnMount: 'always',
  });
}
