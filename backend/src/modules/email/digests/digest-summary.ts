import type { NotificationKind } from '../../notifications/notification.entity';

const ACTIONS: Record<NotificationKind, (count: number) => string> = {
  ITEM: (n) => (n === 1 ? 'added an item' : `added ${n} items`),
  MESSAGE: (n) => (n === 1 ? 'sent a message' : `sent ${n} messages`),
  COMMENT: (n) => (n === 1 ? 'commented on a photo' : `left ${n} comments on photos`),
  INVOICE_FINALIZED: (n) => (n === 1 ? 'finalized an invoice' : `finalized ${n} invoices`),
  INVOICE_PAID: (n) => (n === 1 ? 'marked an invoice paid' : `marked ${n} invoices paid`),
};

/** The order actions are told in: what there is to look at first. */
const ORDER: NotificationKind[] = ['ITEM', 'MESSAGE', 'COMMENT', 'INVOICE_FINALIZED', 'INVOICE_PAID'];

/**
 * One sentence for a digest: "Harper added 2 items and sent a message on 'Lake house living
 * room'". Names the first actor (a task has one other party; a renamed one keeps her first name).
 */
export function digestSentence(
  notifications: readonly { kind: NotificationKind; actorName: string }[],
  taskTitle: string,
): string {
  const counts = new Map<NotificationKind, number>();
  for (const { kind } of notifications) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const actions = ORDER.filter((kind) => counts.has(kind)).map((kind) => ACTIONS[kind](counts.get(kind)!));
  const actor = notifications.find((n) => n.actorName.trim() !== '')?.actorName.trim() ?? 'Your Atelier contact';
  return `${actor} ${joinAnd(actions)} on '${taskTitle}'`;
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
