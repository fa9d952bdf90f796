import { ConflictException } from '@nestjs/common';
import { COMMENT_ALREADY_RESOLVED, resolveComment } from './comment-state';

describe('comment state', () => {
  const now = new Date('2025-03-01T12:00:00.123Z');

  it('resolves an ACTIVE comment, stamping the time', () => {
    expect(resolveComment({ status: 'ACTIVE' }, now)).toEqual({ status: 'RESOLVED', resolvedAt: now });
  });

  it('refuses to resolve a RESOLVED comment with 409', () => {
    expect(() => resolveComment({ status: 'RESOLVED' }, now)).toThrow(ConflictException);
    expect(() => resolveComment({ status: 'RESOLVED' }, now)).toThrow(COMMENT_ALREADY_RESOLVED);
  });
});
