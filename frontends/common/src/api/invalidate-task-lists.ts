import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from './query-keys';

/**
 * Refreshes every read of the task list a change can show in: the /tasks screens' pages,
 * whatever their filters, the dashboards' latest tasks and the Messages shortcut.
 */
export function invalidateTaskLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskKeys.pages });
}
