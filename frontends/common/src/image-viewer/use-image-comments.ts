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

/** A pin (a top-level comment) with its replies, both oldest first as the api sends them. */
export interface CommentThread {
  pin: ImageComment;
  replies: ImageComment[];
}

/** The image's pins with their replies; threads are one level deep (the api refuses deeper). */
export function threadsOf(comments: readonly ImageComment[] | undefined): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments ?? []) {
    if (comment.parentCommentId === null) threads.set(comment.id, { pin: comment, replies: [] });
  }
  for (const comment of comments ?? []) {
    if (comment.parentCommentId !== null) threads.get(comment.parentCommentId)?.replies.push(comment);
  }
  return [...threads.values()];
}
