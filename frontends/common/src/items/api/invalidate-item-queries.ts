import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../api/query-keys';

/**
 * Items live inside GET /api/tasks/{id}, and their prices make the task's pricing: both are
 * fetched again after an item changes. Awaited by the mutations, so a dialog stays busy until
 * the card shows the change.
 */
export function invalidateItemQueries(queryClient: QueryClient, taskId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true }),
    queryClient.invalidateQueries({ queryKey: taskKeys.pricing(taskId), exact: true }),
  ]);
}
