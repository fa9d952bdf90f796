import type { TaskListItem } from './task-filters';

/** A row of GET /api/tasks: a draft clothing task of Casey's for Jordan, no items. */
export function fakeTask(overrides: Partial<TaskListItem> = {}): TaskListItem {
  return {
    id: 'task-1',
    title: 'Spring wardrobe refresh',
    status: 'DRAFT',
    createdAt: '2026-03-01T10:00:00.000Z',
    clientId: 'client-casey',
    recipientId: 'recipient-jordan',
    feePct: '12.50',
    clientName: 'Casey Client',
    recipientName: 'Jordan',
    category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
    itemCount: 0,
    subtotal: '0.00',
    total: '0.00',
    budget: '300-700',
    invoiceStatus: null,
    unreadCount: 0,
    ...overrides,
  };
}

/**
 * A GET /api/tasks/page answer: these tasks, the first page of `totalCount` (these only by
 * default), none filtered out.
 */
export function fakeTaskPage<T extends { id: string }>(tasks: T[], totalCount = tasks.length) {
  return {
    tasks,
    matchingCount: totalCount,
    totalCount,
    nextCursor: totalCount > tasks.length ? tasks[tasks.length - 1]!.id : null,
  };
}
