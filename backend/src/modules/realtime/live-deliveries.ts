import type { DomainEvent, DomainEventName, TaskParties } from '../../common/domain-events/domain-event-map';
import type { LiveEventDto, LiveEventType } from './dto/live-event.dto';

export interface LiveDelivery {
  to: readonly string[];
  event: LiveEventDto;
}

/** The socket's name for each event the parties' screens follow; the others reach no socket. */
const LIVE_TYPES = {
  'message.created': 'message.created',
  'comment.created': 'comment.created',
  'comment.resolved': 'comment.resolved',
  'comment.deleted': 'comment.deleted',
  'comment.liked': 'comment.liked',
  'item.created': 'item.created',
  'item.changed': 'item.changed',
  'item.deleted': 'item.deleted',
  'item.feedback': 'item.feedback',
  'item.photos-ready': 'item.photos-ready',
  'item.import-finished': 'item.import-finished',
  'item.import-failed': 'item.import-failed',
  'invoice.created': 'invoice.created',
  'invoice.changed': 'invoice.changed',
  'invoice.finalized': 'invoice.finalized',
  'invoice.paid': 'invoice.paid',
  // The parties' screens refetch the invoice as for any other change to it.
  'invoice.payment-recorded': 'invoice.changed',
  'invoice.voided': 'invoice.voided',
  // The parties' screens read the task's money again (deposits and invoices), as for an invoice change.
  'deposit.requested': 'invoice.changed',
  'deposit.paid': 'invoice.changed',
  'deposit.cancelled': 'invoice.changed',
  'deposit.released': 'invoice.changed',
  'task.created': 'task.created',
  'task.changed': 'task.changed',
  // Her screens refetch the task as for any change; the bell says it was withdrawn.
  'task.withdrawn': 'task.changed',
  'task.read': 'task.read',
  'client.joined': 'client.joined',
  'client.changed': 'client.changed',
  'notification.created': 'notification.created',
} as const satisfies Partial<Record<DomainEventName, LiveEventType>>;

export const LIVE_EVENT_SOURCES = Object.keys(LIVE_TYPES) as Array<keyof typeof LIVE_TYPES>;

/**
 * Who hears of an event on their sockets, and what they hear: ids to refetch by, and the new
 * row where a screen shows it without a round trip (a chat message, a notification). A task's
 * events reach both its parties as stored, except the shopper's draft invoice and a reader's
 * own read mark.
 */
export function liveDeliveryOf(event: DomainEvent): LiveDelivery | null {
  if (!(event.name in LIVE_TYPES) || !event.scope) return null;
  const type: LiveEventType = LIVE_TYPES[event.name as keyof typeof LIVE_TYPES];
  const task = event.scope.task;
  switch (event.name) {
    case 'client.joined':
      return { to: [event.scope.tenantId], event: { type, actorId: event.payload.clientId } };
    case 'client.changed':
      return { to: [event.scope.tenantId, event.payload.clientId], event: { type, actorId: event.scope.tenantId } };
    case 'notification.created': {
      const { notification, recipientId } = event.payload;
      return { to: [recipientId], event: { type, taskId: notification.taskId ?? undefined, notification } };
    }
    case 'invoice.created':
      return task && { to: [task.shopperId], event: taskEventDto(type, event) };
    case 'task.read':
      return task && { to: [event.payload.actorId], event: { type, taskId: task.id } };
    default:
      return task && { to: partiesOf(task), event: taskEventDto(type, event) };
  }
}

function partiesOf(task: TaskParties): string[] {
  return [task.shopperId, task.clientId];
}

/** The ids a task's screens refetch by, and the chat message itself: nothing else of the payload. */
function taskEventDto(type: LiveEventType, { payload }: DomainEvent): LiveEventDto {
  const { taskId, actorId, itemId, commentId, imageUrl, invoiceId, message } = payload as Partial<LiveEventDto>;
  return { type, taskId, actorId, itemId, commentId, imageUrl, invoiceId, message };
}
