import type { Schemas } from '@atelier/common';

type Dashboard = Schemas['ShopperDashboardDto'];
type Entry = Schemas['AttentionEntryDto'];

export function attentionEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    kind: 'UNREAD_MESSAGES',
    taskId: 't-1',
    taskTitle: 'Spring wardrobe',
    clientId: 'c-1',
    clientName: 'Casey Client',
    count: 2,
    since: '2026-03-01T10:00:00.000Z',
    invoiceId: null,
    invoiceNumber: null,
    amount: null,
    pin: null,
    ...overrides,
  };
}

export function shopperDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    attention: [],
    tasks: { total: 0, draft: 0, active: 0, complete: 0 },
    money: {
      outstanding: '1234.50',
      outstandingCount: 3,
      billedThisMonth: '420.00',
      paidThisMonth: '380.25',
      feesThisMonth: '42.22',
      months: [
        { month: '2025-10', billed: '0.00', paid: '0.00' },
        { month: '2025-11', billed: '100.00', paid: '50.00' },
        { month: '2025-12', billed: '0.00', paid: '0.00' },
        { month: '2026-01', billed: '200.00', paid: '200.00' },
        { month: '2026-02', billed: '0.00', paid: '0.00' },
        { month: '2026-03', billed: '420.00', paid: '380.25' },
      ],
    },
    clients: [],
    prepaid: { depositsHeld: '0.00', depositsRequested: '0.00', depositsRequestedCount: 0, credit: '0.00' },
    ...overrides,
  };
}
