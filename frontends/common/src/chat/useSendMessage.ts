import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/typed';
import { addMessageToChat } from './useTaskMessages';

/**
 * POST /api/tasks/{id}/messages with the content exactly as typed. The answer is the stored
 * message, so it joins the cached chat directly instead of refetching every page held.
 */
export function useSendMessage(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post('/api/tasks/{taskId}/messages', { params: { taskId }, body: { content } }),
    onSuccess: (message) => addMessageToChat(queryClient, taskId, message),
  });
}
