/**
 * What puts a task on the shopper's "Needs your attention" list, in order of urgency: first
 * what the client is waiting on the shopper for (a reply, a first item, a replacement, a pin
 * answered), then what the client owes, which waits on the client.
 */
export const ATTENTION_KINDS = [
  'UNREAD_MESSAGES',
  'REQUEST_WITHOUT_ITEMS',
  'DISLIKED_ITEMS',
  'OPEN_COMMENTS',
  'INVOICE_OVERDUE',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invoice DUE for more than this long is overdue. */
export const INVOICE_OVERDUE_MS = 14 * DAY_MS;

/** The longest list the dashboard shows: beyond it, the task list is the place to look. */
export const ATTENTION_LIMIT = 50;

/** The urgency of a kind as SQL sorts it: 1 is the most urgent. */
export function urgencyOf(kind: AttentionKind): number {
  return ATTENTION_KINDS.indexOf(kind) + 1;
}
