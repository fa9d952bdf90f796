import type { DomainEvent, DomainEventName, TaskParties } from '../../common/domain-events/domain-event-map';
import type { NotificationDraft } from './notification-recorder';

/** The events that ring the other party's bell; every other event only refreshes screens. */
export const NOTIFYING_EVENTS = [
  'message.created',
  'item.created',
  'comment.created',
  'invoice.finalized',
  'invoice.paid',
  'task.created',
  'task.withdrawn',
  'client.joined',
] as const satisfies readonly DomainEventName[];

/**
 * The bell entry an event makes: for what one party of a task did, the other party's; for a
 * client who joined, her shopper's. A request the shopper opened herself rings no bell.
 */
export function notificationOf(event: DomainEvent): NotificationDraft | null {
  const { name, payload, scope } = event;
  if (name === 'client.joined') {
    if (!scope) return null;
    const summary = payload.inviteCode
      ? `Joined with your invite code ${payload.inviteCode}`
      : 'Chose you as their shopper';
    const joined = { kind: 'CLIENT_JOINED', actorId: payload.clientId, summary, subjectId: payload.clientId } as const;
    return { ...joined, recipientId: scope.tenantId, task: null };
  }
  const task = scope?.task;
  if (!task) return null;
  const toOtherParty = (draft: Omit<NotificationDraft, 'recipientId' | 'task'>): NotificationDraft => ({
    ...draft,
    recipientId: otherParty(task, draft.actorId),
    task,
  });
  switch (name) {
    case 'message.created':
      return toOtherParty({
        kind: 'MESSAGE',
        actorId: payload.actorId,
        summary: payload.message.content,
        subjectId: payload.message.id,
      });
    case 'item.created':
      return toOtherParty({ kind: 'ITEM', actorId: payload.actorId, summary: payload.name, subjectId: payload.itemId });
    case 'comment.created':
      return toOtherParty({
        kind: 'COMMENT',
        actorId: payload.actorId,
        summary: payload.content,
        subjectId: payload.commentId,
      });
    case 'invoice.finalized':
    case 'invoice.paid':
      return toOtherParty({
        kind: name === 'invoice.paid' ? 'INVOICE_PAID' : 'INVOICE_FINALIZED',
        actorId: payload.actorId,
        summary: `Invoice ${payload.invoiceNumber}: $${payload.total}`,
        subjectId: payload.invoiceId,
      });
    case 'task.created':
      if (payload.actorId !== task.clientId) return null;
      return toOtherParty({
        kind: 'REQUEST_SUBMITTED',
        actorId: payload.actorId,
        summary: payload.description ?? '',
        subjectId: task.id,
      });
    case 'task.withdrawn':
      return toOtherParty({
        kind: 'REQUEST_WITHDRAWN',
        actorId: payload.actorId,
        // 'Casey Client withdrew the request "Gala gown"'
        summary: (actorName) => `${actorName.trim() || 'Your client'} withdrew the request "${task.title}"`,
        subjectId: task.id,
      });
    default:
      return null;
  }
}

function otherParty(task: TaskParties, actorId: string): string {
  return actorId === task.shopperId ? task.clientId : task.shopperId;
}
