import { attentionHeadline, attentionLink, attentionSince, type AttentionEntry } from './attention-entries';

const entry = (overrides: Partial<AttentionEntry>): AttentionEntry => ({
  kind: 'UNREAD_MESSAGES',
  taskId: 'task-1',
  taskTitle: 'Spring wardrobe',
  clientId: 'client-1',
  clientName: 'Casey Client',
  count: 1,
  since: '2026-03-01T10:00:00.000Z',
  invoiceId: null,
  invoiceNumber: null,
  amount: null,
  pin: null,
  ...overrides,
});

describe('attention entries', () => {
  it('open the chat for messages, the oldest open pin for photo comments, and the task page for the rest', () => {
    expect(attentionLink(entry({ kind: 'UNREAD_MESSAGES' }))).toBe('/tasks/task-1?tab=messages');
    expect(
      attentionLink(
        entry({ kind: 'OPEN_COMMENTS', pin: { commentId: 'pin-7', imageUrl: '/files/uploads/ab/c d.jpg' } }),
      ),
    ).toBe('/tasks/task-1?image=%2Ffiles%2Fuploads%2Fab%2Fc+d.jpg&pin=pin-7');
    for (const kind of [
      'REQUEST_WITHOUT_ITEMS',
      'DISLIKED_ITEMS',
      'OPEN_COMMENTS',
      'INVOICE_OVERDUE',
      'REFUND_OWED',
    ] as const) {
      expect(attentionLink(entry({ kind }))).toBe('/tasks/task-1');
    }
  });

  it('say how many, in the singular for one', () => {
    expect(attentionHeadline(entry({ count: 1 }))).toBe('1 unread message');
    expect(attentionHeadline(entry({ count: 3 }))).toBe('3 unread messages');
    expect(attentionHeadline(entry({ kind: 'DISLIKED_ITEMS', count: 2 }))).toBe('2 items disliked');
    expect(attentionHeadline(entry({ kind: 'OPEN_COMMENTS', count: 1 }))).toBe('1 open photo comment');
    expect(attentionHeadline(entry({ kind: 'REQUEST_WITHOUT_ITEMS' }))).toBe('New request with no items yet');
  });

  it('name an overdue invoice with its amount in dollars, and since when it is due', () => {
    const overdue = entry({ kind: 'INVOICE_OVERDUE', invoiceNumber: 'INV-2026-0007', amount: '1234.5' });
    expect(attentionHeadline(overdue)).toBe('Invoice INV-2026-0007 overdue: $1,234.50 unpaid');
    expect(attentionSince(overdue)).toBe('Sent Mar 1, 2026');
    expect(attentionSince(entry({ kind: 'REQUEST_WITHOUT_ITEMS' }))).toBe('Sent Mar 1, 2026');
    expect(attentionSince(entry({}))).toBe('Since Mar 1, 2026');
  });

  it('name a refund owed with its amount and the client, and since the return', () => {
    const owed = entry({ kind: 'REFUND_OWED', clientName: 'Emma Client', amount: '109.25' });
    expect(attentionHeadline(owed)).toBe('Refund $109.25 to Emma Client');
    expect(attentionSince(owed)).toBe('Returned Mar 1, 2026');
  });
});
