import { useQuery } from '@tanstack/react-query';
import { commentKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';

export type ImageComment = Schemas['ImageCommentDto'];

/**
 * Every comment on one image of the task (GET /api/tasks/{taskId}/images/{encodedImageUrl}/comments);
 * `imageUrl` is the canonical URL, encoded as one path segment by the typed client.
 */
export function useImageComments(taskId: string, imageUrl: string) {
  return useQuery({
    queryKey: commentKeys.ofImage(taskId, imageUrl),
    queryFn: ({ signal }) =>
      api.get('/api/tasks/{taskId}/images/{encodedImageUrl}/comments', {
        params: { taskId, encodedImageUrl: imageUrl },
        signal,
      }),
  });
}

/** The pins: top-level comments, oldest first as the api sends them (replies are not drawn). */
export function pinsOf(comments: readonly ImageComment[] | undefined): ImageComment[] {
  return (comments ?? []).filter((comment) => comment.parentCommentId === null);
}
