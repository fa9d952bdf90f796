import type { QueryClient } from '@tanstack/react-query';
import {
  catalogKeys,
  checkoutKeys,
  commentKeys,
  dashboardKeys,
  depositKeys,
  invoiceKeys,
  inviteCodeKeys,
  notificationKeys,
  shopperKeys,
  taskKeys,
} from '../api/query-keys';
import type { Schemas } from '../api/typed';
// The chat's own cache helper, not its index: the chat's components use live's hooks.
import { addMessageToChat } from '../chat/useTaskMessages';
import { invalidateTaskLists } from '../api/invalidate-task-lists';

export type LiveEvent = Schemas['LiveEventDto'];
export type TypingEvent = Schemas['TypingEventDto'];

/**
 * What one live event changes in the cache: the new chat message is added where the chat
 * shows it; everything else is invalidated by key, so only the queries on screen refetch
 * (the others are marked stale and refetch when next shown).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  const invalidate = (queryKey: readonly unknown[], exact = false) =>
    void queryClient.invalidateQueries({ queryKey, exact });
  // The events of no task: a client joined the shopper (her client list and used codes change).
  if (event.type === 'client.joined') {
    invalidate(catalogKeys.clients, true);
    invalidate(inviteCodeKeys.all, true);
    invalidate(dashboardKeys.all);
    return;
  }
  // A shopper archived, restored or declined a client: both see her standing change.
  if (event.type === 'client.changed') {
    invalidate(catalogKeys.clients, true);
    invalidate(shopperKeys.myShopper, true);
    invalidate(shopperKeys.myStanding, true);
    invalidate(dashboardKeys.all);
    void invalidateTaskLists(queryClient);
    return;
  }
  if (event.type === 'notification.created') {
    invalidate(notificationKeys.feed);
    return;
  }
  const { taskId } = event;
  if (taskId === undefined) return;
  // The dashboards count what happens on every task: messages, items, pins, invoices.
  invalidate(dashboardKeys.all);
  // The task list carries the unread counts and the totals every card shows.
  const taskList = () => void invalidateTaskLists(queryClient);
  const taskDetail = () => {
    invalidate(taskKeys.detail(taskId), true);
    invalidate(taskKeys.pricing(taskId), true);
    taskList();
  };
  switch (event.type) {
    case 'message.created':
      if (event.message) addMessageToChat(queryClient, taskId, event.message);
      taskList();
      invalidate(notificationKeys.feed);
      return;
    case 'comment.created':
    case 'comment.resolved':
    case 'comment.deleted':
    case 'comment.liked':
      invalidate(commentKeys.ofTask(taskId));
      return;
    case 'invoice.created':
    case 'invoice.changed':
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.voided':
      invalidate(invoiceKeys.ofTask(taskId), true);
      // Deposits are drawn by invoices, and their own changes arrive as invoice.changed.
      invalidate(depositKeys.ofTask(taskId), true);
      // A card payment being confirmed is confirmed by these.
      invalidate(checkoutKeys.ofTask(taskId));
      taskDetail();
      return;
    case 'task.read':
      taskList();
      invalidate(notificationKeys.feed);
      return;
    default:
      // Items and the task itself: everything the task page reads from the task.
      taskDetail();
  }
}
