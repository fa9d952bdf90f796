import { COMMENT_EMPTY, COMMENT_TOO_LONG, commentError, commentLength } from './comment-rules';

describe('comment rules', () => {
  it('refuses an empty or blank comment', () => {
    expect(commentError('')).toBe('Comment cannot be empty');
    expect(commentError('  \n\t ')).toBe(COMMENT_EMPTY);
  });

  it('accepts 1 to 500 characters', () => {
    expect(commentError('a')).toBeNull();
    expect(commentError('a'.repeat(500))).toBeNull();
  });

  it('refuses 501 characters', () => {
    expect(commentError('a'.repeat(501))).toBe('Comment too long (max 500 characters)');
    expect(COMMENT_TOO_LONG).toBe('Comment too long (max 500 characters)');
  });

  it('counts what is sent: trimmed, an emoji as one character', () => {
    expect(commentLength('  hello  ')).toBe(5);
    expect(commentLength('👍🏽')).toBe(2);
    expect(commentError(`${'😀'.repeat(500)}  `)).toBeNull();
  });
});
