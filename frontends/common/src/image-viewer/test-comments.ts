/** Comments for the tests of this folder (not exported from index.ts). */
import type { ImageComment } from './use-image-comments';

export const TASK_ID = 'task-1';
export const IMAGE_URL = '/files/uploads/ab/ab12.jpg';
/** The comment list's path, with the image URL encoded as one segment. */
export const COMMENTS_PATH = `/api/tasks/${TASK_ID}/images/${encodeURIComponent(IMAGE_URL)}/comments`;

export function fakeComment(overrides: Partial<ImageComment> = {}): ImageComment {
  return {
    id: 'c1',
    taskId: TASK_ID,
    imageUrl: IMAGE_URL,
    x: 25,
    y: 40,
    content: 'Could this come in a lighter shade?',
    status: 'ACTIVE',
    parentCommentId: null,
    resolvedAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: { id: 'someone-else', displayName: 'Avery Shopper', avatarUrl: null },
    reactions: { LIKE: 0, APPROVE: 0, REQUEST_CHANGE: 0 },
    myReaction: null,
    ...overrides,
  };
}
