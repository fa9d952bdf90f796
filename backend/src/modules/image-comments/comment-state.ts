import { ConflictException } from '@nestjs/common';
import type { CommentStatus } from './entities/image-comment.entity';

export const COMMENT_ALREADY_RESOLVED = 'Comment is already resolved';

/**
 * The comment state machine: ACTIVE -> RESOLVED, and nothing leads back (docs/product-rules.md,
 * "Image comments"). Answers the changes to store, or 409 when the comment is not in the state the
 * move starts from.
 */
export function resolveComment(
  comment: { status: CommentStatus },
  now: Date,
): { status: 'RESOLVED'; resolvedAt: Date } {
  if (comment.status !== 'ACTIVE') throw new ConflictException(COMMENT_ALREADY_RESOLVED);
  return { status: 'RESOLVED', resolvedAt: now };
}
