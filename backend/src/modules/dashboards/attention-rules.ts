/**
 * What puts a task on the shopper's "Needs your attention" list, in order of urgency: first an
 * invoice past its due date (money she is owed, late), then money she owes back (a return on
 * what the client paid), then what the client is waiting on the shopper for (a reply, a first
 * item, a replacement, a pin answered).
 */
export const ATTENTION_KINDS = [
  'INVOICE_OVERDUE',
  'REFUND_OWED',
  'UNREAD_MESSAGES',
  'REQUEST_WITHOUT_ITEMS',
  'DISLIKED_ITEMS',
  'OPEN_COMMENTS',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The longest list the dashboard shows: beyond it, the task list is the place to look. */
export const ATTENTION_LIMIT = 50;

/** The urgency of a kind as SQL sorts it: 1 is the most urgent. */
export function urgencyOf(kind: AttentionKind): number {
  return ATTENTION_KINDS.indexOf(kind) + 1;
}
