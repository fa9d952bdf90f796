import { api, taskKeys, type UserRole } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';

/**
 * The client's Messages shortcut: the chat waiting to be read first, else the latest task's.
 * Two pages of one task at most (only clients read it: docs/product-rules.md, "Page frame"),
 * whatever her history.
 */
async function messagesTargetOf(signal: AbortSignal): Promise<string | null> {
  const page = (query: { unread?: 'true' }) => api.get('/api/tasks/page', { query: { limit: 1, ...query }, signal });
  const unread = await page({ unread: 'true' });
  const task = unread.tasks[0] ?? (await page({})).tasks[0];
  return task ? task.id : null;
}

/** Where the client's Messages entry goes: that task's messages tab, or /tasks while she has none. */
export function useMessagesTarget(role: UserRole | null): string {
  const target = useQuery({
    queryKey: taskKeys.messagesTarget,
    queryFn: ({ signal }) => messagesTargetOf(signal),
    enabled: role === 'CLIENT',
  });
  return target.data ? `/tasks/${encodeURIComponent(target.data)}?tab=messages` : '/tasks';
}
