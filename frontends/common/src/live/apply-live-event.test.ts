import { QueryClient } from '@tanstack/react-query';
import {
  catalogKeys,
  commentKeys,
  dashboardKeys,
  invoiceKeys,
  inviteCodeKeys,
  messageKeys,
  notificationKeys,
  shopperKeys,
  taskKeys,
} from '../api/query-keys';
import type { ChatCache, Message } from '../chat/useTaskMessages';
import { applyLiveEvent, type LiveEvent } from './apply-live-event';

const TASK = 'task-1';
const OTHER_TASK = 'task-2';

function message(id: string, content: string): Message {
  return {
    id,
    taskId: TASK,
    content,
    createdAt: '2026-03-01T10:00:00.000Z',
    sender: { id: 'client-1', displayName: 'Casey Client' },
    senderType: 'CLIENT',
  };
}

function seeded(): QueryClient {
  const client = new QueryClient();
  const chat: ChatCache = { pages: [{ messages: [message('m1', 'Hello')], hasOlder: false }], pageParams: [undefined] };
  client.setQueryData(messageKeys.list(TASK), chat);
  for (const key of [
    taskKeys.latest,
    taskKeys.pagesOf('status=DRAFT'),
    taskKeys.detail(TASK),
    taskKeys.pricing(TASK),
    taskKeys.detail(OTHER_TASK),
    invoiceKeys.ofTask(TASK),
    commentKeys.ofImage(TASK, '/files/uploads/ab/photo.jpg'),
    notificationKeys.feed,
    dashboardKeys.shopper,
    dashboardKeys.client,
    catalogKeys.clients,
    inviteCodeKeys.all,
    shopperKeys.myShopper,
    shopperKeys.myStanding,
  ]) {
    client.setQueryData(key, { held: true });
  }
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('applyLiveEvent', () => {
  it('appends a new message to the chat once, and refreshes the list counts and the bell', () => {
    const client = seeded();
    const event: LiveEvent = { type: 'message.created', taskId: TASK, message: message('m2', 'Navy?') };
    applyLiveEvent(client, event);
    applyLiveEvent(client, event);
    const chat = client.getQueryData<ChatCache>(messageKeys.list(TASK))!;
    expect(chat.pages[0]!.messages.map((m) => m.content)).toEqual(['Hello', 'Navy?']);
    expect(invalidated(client, taskKeys.latest)).toBe(true);
    expect(invalidated(client, taskKeys.pagesOf('status=DRAFT'))).toBe(true);
    expect(invalidated(client, notificationKeys.feed)).toBe(true);
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(false);
  });

  it("refreshes an item's task (detail and pricing) and nothing of another task", () => {
    const client = seeded();
    applyLiveEvent(client, { type: 'item.feedback', taskId: TASK, itemId: 'item-1' });
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(true);
    expect(invalidated(client, taskKeys.pricing(TASK))).toBe(true);
    expect(invalidated(client, taskKeys.detail(OTHER_TASK))).toBe(false);
    expect(invalidated(client, messageKeys.list(TASK))).toBe(false);
  });

  it("refreshes the pins of the task's images on a comment event", () => {
    const client = seeded();
    applyLiveEvent(client, {
      type: 'comment.created',
      taskId: TASK,
      commentId: 'c1',
      imageUrl: '/files/uploads/ab/photo.jpg',
    });
    expect(invalidated(client, commentKeys.ofImage(TASK, '/files/uploads/ab/photo.jpg'))).toBe(true);
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(false);
  });

  it('refreshes the invoice and the task on an invoice event', () => {
    const client = seeded();
    applyLiveEvent(client, { type: 'invoice.paid', taskId: TASK, invoiceId: 'inv-1' });
    expect(invalidated(client, invoiceKeys.ofTask(TASK))).toBe(true);
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(true);
  });

  it.each([
    'message.created',
    'invoice.paid',
    'invoice.voided',
    'item.feedback',
    'comment.resolved',
    'task.read',
  ] as const)('refreshes both dashboards on %s', (type) => {
    const client = seeded();
    applyLiveEvent(client, { type, taskId: TASK });
    expect(invalidated(client, dashboardKeys.shopper)).toBe(true);
    expect(invalidated(client, dashboardKeys.client)).toBe(true);
  });

  it('refreshes only the bell on a notification', () => {
    const client = seeded();
    applyLiveEvent(client, { type: 'notification.created', taskId: TASK });
    expect(invalidated(client, notificationKeys.feed)).toBe(true);
    expect(invalidated(client, taskKeys.pagesOf('status=DRAFT'))).toBe(false);
    expect(invalidated(client, dashboardKeys.shopper)).toBe(false);
  });

  it("refreshes the shopper's clients and codes when a client joins, and the bell with its notification", () => {
    const client = seeded();
    applyLiveEvent(client, { type: 'client.joined', actorId: 'client-9' });
    expect(invalidated(client, catalogKeys.clients)).toBe(true);
    expect(invalidated(client, inviteCodeKeys.all)).toBe(true);
    expect(invalidated(client, dashboardKeys.shopper)).toBe(true);
    expect(invalidated(client, taskKeys.pagesOf('status=DRAFT'))).toBe(false);
    applyLiveEvent(client, { type: 'notification.created' });
    expect(invalidated(client, notificationKeys.feed)).toBe(true);
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(false);
  });

  it('refreshes client lists, her shopper and standing, dashboards and task lists when a client is archived or declined', () => {
    const client = seeded();
    applyLiveEvent(client, { type: 'client.changed', actorId: 'shopper-1' });
    expect(invalidated(client, catalogKeys.clients)).toBe(true);
    expect(invalidated(client, shopperKeys.myShopper)).toBe(true);
    expect(invalidated(client, shopperKeys.myStanding)).toBe(true);
    expect(invalidated(client, dashboardKeys.client)).toBe(true);
    expect(invalidated(client, taskKeys.pagesOf('status=DRAFT'))).toBe(true);
    expect(invalidated(client, taskKeys.detail(TASK))).toBe(false);
    expect(invalidated(client, inviteCodeKeys.all)).toBe(false);
  });
});
