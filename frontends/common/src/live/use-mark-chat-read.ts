import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { invalidateTaskLists } from '../api/invalidate-task-lists';

/**
 * Marks the task's chat read up to its newest message while the chat is on screen and the
 * tab is visible (and again when the tab comes back), so the unread badges and the title
 * count drop. Each message id is reported once.
 */
export function useMarkChatRead(taskId: string, newestMessageId: string | undefined): void {
  const queryClient = useQueryClient();
  const reported = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (messageId: string) => api.put('/api/tasks/{taskId}/read', { params: { taskId }, body: { messageId } }),
    onSuccess: () => {
      void invalidateTaskLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.feed });
    },
  });

  useEffect(() => {
    const report = () => {
      if (!newestMessageId || document.visibilityState !== 'visible') return;
      if (reported.current === newestMessageId) return;
      reported.current = newestMessageId;
      mutate(newestMessageId);
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [newestMessageId, mutate]);
}
