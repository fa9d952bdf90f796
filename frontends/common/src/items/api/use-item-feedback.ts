import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../api/query-keys';
import { api, type Schemas } from '../../api/typed';
import { writeAnswer } from '../../api/write-answer';
import { countsFromAnswer, type FeedbackRequest, predictFeedback } from '../feedback-toggle';

type TaskDetail = Schemas['TaskDetailDto'];
type Counts = Schemas['ItemFeedbackCountsDto'];

function withFeedback(detail: TaskDetail | undefined, itemId: string, next: (counts: Counts) => Counts) {
  if (!detail) return detail;
  return {
    ...detail,
    items: detail.items.map((item) => (item.id === itemId ? { ...item, feedback: next(item.feedback) } : item)),
  };
}

/**
 * POST or DELETE /api/items/{id}/feedback. The counts change at once (a client taps like on a
 * phone and expects it to stick), come back if the call fails, and end as the server counted.
 */
export function useItemFeedback(taskId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.detail(taskId);
  return useMutation({
    mutationFn: ({ itemId, request }: { itemId: string; request: FeedbackRequest }) =>
      request.kind === 'remove'
        ? api.delete('/api/items/{id}/feedback', { params: { id: itemId } })
        : api.post('/api/items/{id}/feedback', { params: { id: itemId }, body: { isLiked: request.isLiked } }),
    onMutate: async ({ itemId, request }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<TaskDetail>(key);
      queryClient.setQueryData<TaskDetail>(key, (detail) =>
        withFeedback(detail, itemId, (counts) => predictFeedback(counts, request)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer, { itemId }) => {
      writeAnswer<TaskDetail>(queryClient, key, (detail) =>
        withFeedback(detail, itemId, () => countsFromAnswer(answer)),
      );
    },
  });
}
