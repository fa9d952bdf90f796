/** The image-comment rules (docs/product-rules.md, "Image comments"). */

export const COMMENT_MAX_LENGTH = 500;
/** The character counter appears from here on, before the limit is reached. */
export const COMMENT_COUNTER_FROM = 400;

export const COMMENT_EMPTY = 'Comment cannot be empty';
export const COMMENT_TOO_LONG = `Comment too long (max ${COMMENT_MAX_LENGTH} characters)`;

/** Counted in Unicode code points, as the api counts them (an emoji is one character). */
export function commentLength(content: string): number {
  return [...content.trim()].length;
}

/** The message for a comment that cannot be sent, or null when it can. */
export function commentError(content: string): string | null {
  if (content.trim() === '') return COMMENT_EMPTY;
  if (commentLength(content) > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG;
  return null;
}
