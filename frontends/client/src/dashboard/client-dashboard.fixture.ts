import type { Schemas } from '@atelier/common';

type Dashboard = Schemas['ClientDashboardDto'];
type Invoice = Schemas['ClientDashboardInvoiceDto'];

export function dashboardInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceId: 'i-1',
    invoiceNumber: 'INV-2026-0001',
    taskId: 't-1',
    taskTitle: 'Spring wardrobe',
    total: '44.98',
    paidAt: null,
    ...overrides,
  };
}

export function clientDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    amountDue: '0.00',
    comingBack: '0.00',
    dueInvoices: [],
    recentlyPaid: [],
    itemsAwaitingFeedback: 0,
    firstFeedbackTask: null,
    tasks: { total: 0, draft: 0, active: 0, complete: 0 },
    depositsAsked: [],
    prepaid: { depositsHeld: '0.00', depositsRequested: '0.00', depositsRequestedCount: 0, credit: '0.00' },
    ...overrides,
  };
}
