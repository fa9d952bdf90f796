import type { Schemas } from '../api/typed';

type Counts = Schemas['ItemFeedbackCountsDto'];

export type FeedbackClick = 'like' | 'dislike';
export type FeedbackRequest = { kind: 'remove' } | { kind: 'set'; isLiked: boolean };

/**
 * docs/product-rules.md, "Item rules": clicking like when already liked removes it, same for
 * dislike; otherwise the click sets it (a dislike becomes a like in one call). `current` is the
 * user's own feedback.
 */
export function feedbackRequest(current: boolean | null, click: FeedbackClick): FeedbackRequest {
  const isLiked = click === 'like';
  return current === isLiked ? { kind: 'remove' } : { kind: 'set', isLiked };
}

/** The spec's failure title for a request. */
export function feedbackErrorTitle(request: FeedbackRequest): string {
  if (request.kind === 'remove') return 'Failed to remove feedback';
  return request.isLiked ? 'Failed to like item' : 'Failed to dislike item';
}

/** The counts the server will answer, shown before it does. */
export function predictFeedback(counts: Counts, request: FeedbackRequest): Counts {
  let { likes, dislikes } = counts;
  if (counts.userFeedback === true) likes -= 1;
  if (counts.userFeedback === false) dislikes -= 1;
  if (request.kind === 'remove') return { likes, dislikes, userFeedback: null };
  if (request.isLiked) likes += 1;
  else dislikes += 1;
  return { likes, dislikes, userFeedback: request.isLiked };
}

/** The feedback answer (ItemFeedbackDto) as the item carries it. */
export function countsFromAnswer(answer: Schemas['ItemFeedbackDto']): Counts {
  return {
    likes: answer.counts.likes,
    dislikes: answer.counts.dislikes,
    userFeedback: answer.userFeedback?.isLiked ?? null,
  };
}
