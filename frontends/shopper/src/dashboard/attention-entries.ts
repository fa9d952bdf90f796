import { formatCurrency, formatDate, type Schemas } from '@atelier/common';

export type AttentionEntry = Schemas['AttentionEntryDto'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Where an entry is dealt with: the task's chat for messages, its oldest open pin (the image
 * opened on it) for photo comments, the task page for the rest.
 */
export function attentionLink(entry: AttentionEntry): string {
  const task = `/tasks/${encodeURIComponent(entry.taskId)}`;
  if (entry.kind === 'UNREAD_MESSAGES') return `${task}?tab=messages`;
  if (entry.pin) return `${task}?${new URLSearchParams({ image: entry.pin.imageUrl, pin: entry.pin.commentId })}`;
  return task;
}

/** What the entry says, in the list's one line: what waits, then since when. */
export function attentionHeadline(entry: AttentionEntry): string {
  switch (entry.kind) {
    case 'UNREAD_MESSAGES':
      return plural(entry.count, 'unread message', 'unread messages');
    case 'REQUEST_WITHOUT_ITEMS':
      return 'New request with no items yet';
    case 'DISLIKED_ITEMS':
      return plural(entry.count, 'item disliked', 'items disliked');
    case 'OPEN_COMMENTS':
      return plural(entry.count, 'open photo comment', 'open photo comments');
    case 'INVOICE_OVERDUE':
      return `Invoice ${entry.invoiceNumber ?? ''} overdue: ${formatCurrency(entry.amount)} unpaid`;
    case 'REFUND_OWED':
      return `Refund ${formatCurrency(entry.amount)} to ${entry.clientName}`;
  }
}

export function attentionSince(entry: AttentionEntry): string {
  const date = formatDate(entry.since);
  switch (entry.kind) {
    case 'REQUEST_WITHOUT_ITEMS':
      return `Sent ${date}`;
    case 'INVOICE_OVERDUE':
      return `Sent ${date}`;
    case 'REFUND_OWED':
      return `Returned ${date}`;
    default:
      return `Since ${date}`;
  }
}
