/**
 * The comment calls with their toasts (docs/product-rules.md, "Image comments"). Each updates the
 * image's comment list in the cache from the answer, so pins change without a refetch.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { commentKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { writeAnswer } from '../api/write-answer';
import { useToast } from '../toast/useToast';
import type { ImageComment } from './use-image-comments';
import { failureText } from '../api/failure-text';

function useCommentCache(taskId: string, imageUrl: string) {
  const queryClient = useQueryClient();
  const update = useCallback(
    (change: (comments: ImageComment[]) => ImageComment[]) => {
      const key = commentKeys.ofImage(taskId, imageUrl);
      if (queryClient.getQueryData(key) === undefined)
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      else writeAnswer<ImageComment[]>(queryClient, key, (comments) => comments && change(comments));
    },
    [queryClient, taskId, imageUrl],
  );
  return {
    // The live event of one's own comment may have refetched the list before the answer came.
    add: (created: ImageComment) =>
      update((comments) => (comments.some((comment) => comment.id === created.id) ? comments : [...comments, created])),
    replace: (changed: ImageComment) =>
      update((comments) => comments.map((comment) => (comment.id === changed.id ? changed : comment))),
    /** A deleted pin takes its replies with it. */
    remove: (id: string) =>
      update((comments) => comments.filter((comment) => comment.id !== id && comment.parentCommentId !== id)),
  };
}

export interface NewComment {
  content: string;
  x: number;
  y: number;
  /** Makes it a reply to this pin (which it shares x and y with). */
  parentCommentId?: string;
}

/** POST /api/tasks/{taskId}/images/comments: a new pin, or a reply to one. */
export function useAddComment(taskId: string, imageUrl: string) {
  const cache = useCommentCache(taskId, imageUrl);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (comment: NewComment) =>
      api.post('/api/tasks/{taskId}/images/comments', { params: { taskId }, body: { imageUrl, ...comment } }),
    onSuccess: cache.add,
    onError: (error) =>
      toast({
        title: 'Failed to add comment. Please try again.',
        description: failureText(error, '') || undefined,
        variant: 'destructive',
      }),
  });
}

/** PUT /api/comments/{id} with status RESOLVED (there is no way back). */
export function useResolveComment(taskId: string, imageUrl: string) {
  const cache = useCommentCache(taskId, imageUrl);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (commentId: string) =>
      api.put('/api/comments/{commentId}', { params: { commentId }, body: { status: 'RESOLVED' } }),
    onSuccess: cache.replace,
    // The spec shows no message here; saying nothing would leave the user thinking it worked.
    onError: (error) =>
      toast({
        title: 'Failed to resolve comment',
        description: failureText(error),
        variant: 'destructive',
      }),
  });
}

/** DELETE /api/comments/{id} (the author only; replies and reactions go with it). */
export function useDeleteComment(taskId: string, imageUrl: string) {
  const cache = useCommentCache(taskId, imageUrl);
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (commentId: string) => {
      await api.delete('/api/comments/{commentId}', { params: { commentId } });
      return commentId;
    },
    onSuccess: cache.remove,
    onError: (error) =>
      toast({
        title: 'Failed to delete comment',
        description: failureText(error),
        variant: 'destructive',
      }),
  });
}

/**
 * The current user's like: POST /api/comments/{id}/reactions (LIKE) answers with the updated
 * comment; DELETE answers 204, so the cache drops the like itself.
 */
export function useToggleLike(taskId: string, imageUrl: string) {
  const cache = useCommentCache(taskId, imageUrl);
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (comment: ImageComment): Promise<ImageComment> => {
      if (comment.myReaction !== 'LIKE') {
        return api.post('/api/comments/{commentId}/reactions', {
          params: { commentId: comment.id },
          body: { reactionType: 'LIKE' },
        });
      }
      await api.delete('/api/comments/{commentId}/reactions', { params: { commentId: comment.id } });
      return {
        ...comment,
        myReaction: null,
        reactions: { ...comment.reactions, LIKE: Math.max(0, comment.reactions.LIKE - 1) },
      };
    },
    onSuccess: (changed, comment) => {
      cache.replace(changed);
      if (comment.myReaction === 'LIKE') {
        toast({ title: 'Reaction removed', description: 'You removed your like from this comment' });
      } else {
        toast({ title: 'Comment liked!', description: 'You liked this comment', variant: 'success' });
      }
    },
    onError: (_error, comment) =>
      toast({
        title: 'Error',
        description: comment.myReaction === 'LIKE' ? 'Failed to remove reaction' : 'Failed to like comment',
        variant: 'destructive',
      }),
  });
}
