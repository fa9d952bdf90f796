import { countsFromAnswer, feedbackErrorTitle, feedbackRequest, predictFeedback } from './feedback-toggle';

describe('feedbackRequest', () => {
  it.each([
    [null, 'like', { kind: 'set', isLiked: true }],
    [null, 'dislike', { kind: 'set', isLiked: false }],
    [true, 'like', { kind: 'remove' }],
    [false, 'dislike', { kind: 'remove' }],
    [false, 'like', { kind: 'set', isLiked: true }],
    [true, 'dislike', { kind: 'set', isLiked: false }],
  ] as const)('current %p + click %s → %p', (current, click, request) => {
    expect(feedbackRequest(current, click)).toEqual(request);
  });
});

it('names the failure after what was asked', () => {
  expect(feedbackErrorTitle({ kind: 'set', isLiked: true })).toBe('Failed to like item');
  expect(feedbackErrorTitle({ kind: 'set', isLiked: false })).toBe('Failed to dislike item');
  expect(feedbackErrorTitle({ kind: 'remove' })).toBe('Failed to remove feedback');
});

describe('predictFeedback', () => {
  it('moves a dislike to a like', () => {
    expect(predictFeedback({ likes: 1, dislikes: 2, userFeedback: false }, { kind: 'set', isLiked: true })).toEqual({
      likes: 2,
      dislikes: 1,
      userFeedback: true,
    });
  });

  it('takes back a like', () => {
    expect(predictFeedback({ likes: 1, dislikes: 0, userFeedback: true }, { kind: 'remove' })).toEqual({
      likes: 0,
      dislikes: 0,
      userFeedback: null,
    });
  });
});

it('reads the server answer as the item carries it', () => {
  expect(countsFromAnswer({ userFeedback: { isLiked: false }, counts: { likes: 4, dislikes: 1 } })).toEqual({
    likes: 4,
    dislikes: 1,
    userFeedback: false,
  });
  expect(countsFromAnswer({ userFeedback: null, counts: { likes: 0, dislikes: 0 } }).userFeedback).toBeNull();
});
