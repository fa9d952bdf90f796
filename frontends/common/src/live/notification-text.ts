import type { AppNotification } from './use-notification-feed';

const WHAT_HAPPENED: Record<AppNotification['kind'], string> = {
  MESSAGE: 'sent a message',
  ITEM: 'added an item',
  COMMENT: 'commented on a photo',
  INVOICE_FINALIZED: 'finalized an invoice',
  INVOICE_PAID: 'marked an invoice paid',
  REQUEST_SUBMITTED: 'submitted a request',
  REQUEST_WITHDRAWN: 'withdrew a request',
  CLIENT_JOINED: 'joined as your client',
};

/** "Casey Client sent a message". */
export function notificationHeadline(notification: AppNotification): string {
  return `${notification.actorName || 'Someone'} ${WHAT_HAPPENED[notification.kind]}`;
}

/** Where a notification leads: its task, on the chat for a message; a new client's tasks. */
export function notificationTarget(notification: AppNotification): string {
  if (notification.taskId === null) return `/tasks?clientId=${encodeURIComponent(notification.clientId ?? '')}`;
  const task = `/tasks/${encodeURIComponent(notification.taskId)}`;
  return notification.kind === 'MESSAGE' ? `${task}?tab=messages` : task;
}
