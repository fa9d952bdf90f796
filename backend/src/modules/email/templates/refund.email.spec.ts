import { type RefundEmailData, refundEmail } from './refund.email';

describe('refundEmail', () => {
  const data = (overrides: Partial<RefundEmailData>): RefundEmailData => ({
    clientName: 'Nina',
    shopperName: 'Ava Laurent',
    invoiceNumber: 'INV-2026-0007',
    taskTitle: 'Lake house',
    amount: '$50.63',
    refundedOn: 'Dec 3, 2026',
    keptAsCredit: false,
    method: 'Zelle',
    reference: 'Zelle 88412',
    taskUrl: 'https://atelier.example/tasks/t1',
    ...overrides,
  });

  it('tells of money given back: the amount, how, its reference, the invoice and task', async () => {
    const email = await refundEmail(data({}));
    expect(email.subject).toBe('Refund: $50.63 for INV-2026-0007');
    expect(email.text).toContain('Hi Nina,');
    expect(email.text).toContain(
      'Ava Laurent refunded you $50.63 on Dec 3, 2026 for invoice INV-2026-0007 (Lake house): Zelle · Zelle 88412.',
    );
    expect(email.text).not.toContain('next invoice');
    expect(email.text).toContain('View invoice: https://atelier.example/tasks/t1');
  });

  it('leaves out a reference that was not set', async () => {
    const email = await refundEmail(data({ method: 'Cash', reference: null }));
    expect(email.text).toContain('for invoice INV-2026-0007 (Lake house): Cash.');
  });

  it('tells of money kept as credit, taken off her next invoice', async () => {
    const email = await refundEmail(data({ keptAsCredit: true, method: 'Kept as credit', reference: null }));
    expect(email.subject).toBe('Credit: $50.63 kept for your next invoice');
    expect(email.text).toContain(
      'Ava Laurent kept $50.63 owed back on invoice INV-2026-0007 (Lake house) for you on Dec 3, 2026: Kept as credit.',
    );
    expect(email.text).toContain('It is taken off your next invoice with Ava Laurent automatically.');
    expect(email.html).toContain('It is taken off your next invoice with Ava Laurent automatically.');
  });
});
