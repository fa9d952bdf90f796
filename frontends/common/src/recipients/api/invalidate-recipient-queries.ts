import type { QueryClient } from '@tanstack/react-query';
import { recipientKeys, taskKeys } from '../../api/query-keys';

/** Every recipient list: a client's own and those a shopper reads per client. */
export function invalidateRecipientLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recipientKeys.all });
}

/**
 * A recipient's name and details also show in the task lists (recipientName) and inside each
 * task (GET /api/tasks/{id}); deleting one leaves its tasks without a recipient. Only those
 * keys: a task's pricing, chat, invoice and comments do not hold the recipient.
 */
export function invalidateRecipientTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      (queryKey[0] === taskKeys.all[0] && queryKey.length <= 2) || queryKey[0] === taskKeys.pages[0],
  });
}
