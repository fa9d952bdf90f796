import type { NotificationKind } from '../../notifications/notification.entity';

/** What happens on a task; a client joining is told by clientsDigestSentence. */
type TaskKind = Exclude<NotificationKind, 'CLIENT_JOINED' | 'REQUEST_SUBMITTED' | 'REQUEST_WITHDRAWN'>;

const ACTIONS: Record<TaskKind, (count: number) => string> = {
  ITEM: (n) => (n === 1 ? 'added an item' : `added ${n} items`),
  MESSAGE: (n) => (n === 1 ? 'sent a message' : `sent ${n} messages`),
  COMMENT: (n) => (n === 1 ? 'commented on a photo' : `left ${n} comments on photos`),
  INVOICE_FINALIZED: (n) => (n === 1 ? 'finalized an invoice' : `finalized ${n} invoices`),
  INVOICE_PAID: (n) => (n === 1 ? 'marked an invoice paid' : `marked ${n} invoices paid`),
};

/** The order actions are told in: what there is to look at first. */
const ORDER: TaskKind[] = ['ITEM', 'MESSAGE', 'COMMENT', 'INVOICE_FINALIZED', 'INVOICE_PAID'];

/**
 * One sentence for a digest: "Harper added 2 items and sent a message on 'Lake house living
 * room'", or, when the task is a new request, "Casey submitted a new request, 'Gala gown', and
 * sent a message", or, when it was withdrawn, "Casey sent a message and withdrew the request
 * 'Gala gown'" (withdrawing comes last: nothing happens on a request after it). Names the first
 * actor (a task has one other party; a renamed one keeps her first name).
 */
export function digestSentence(
  notifications: readonly { kind: NotificationKind; actorName: string }[],
  taskTitle: string,
): string {
  const counts = new Map<NotificationKind, number>();
  for (const { kind } of notifications) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const actions = ORDER.filter((kind) => counts.has(kind)).map((kind) => ACTIONS[kind](counts.get(kind)!));
  const actor = actorOf(notifications);
  const withdrawn = counts.has('REQUEST_WITHDRAWN');
  if (counts.has('REQUEST_SUBMITTED')) {
    const request = `${actor} submitted a new request, '${taskTitle}'`;
    const then = withdrawn ? [...actions, 'withdrew it'] : actions;
    return then.length === 0 ? request : `${request}, and ${joinAnd(then)}`;
  }
  if (withdrawn) return `${actor} ${joinAnd([...actions, `withdrew the request '${taskTitle}'`])}`;
  return `${actor} ${joinAnd(actions)} on '${taskTitle}'`;
}

/** "Casey Client joined you on Atelier", "Casey Client and Dana Doe joined you on Atelier". */
export function clientsDigestSentence(clients: readonly { actorName: string }[]): string {
  const names = clients.map((client) => client.actorName.trim() || 'A new client');
  const named = names.length <= 3 ? joinAnd(names) : `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
  return `${named} joined you on Atelier`;
}

function actorOf(notifications: readonly { actorName: string }[]): string {
  return notifications.find((n) => n.actorName.trim() !== '')?.actorName.trim() ?? 'Your Atelier contact';
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
