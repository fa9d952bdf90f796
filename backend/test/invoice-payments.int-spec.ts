import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { InvoicePayment } from '../src/modules/invoices/payments/entities/invoice-payment.entity';
import { ShopTask } from '../src/modules/tasks/task.entity';
import { EmailRecord } from '../src/modules/email/email-record.entity';
import type { TestAccount } from './support/accounts';
import { apiAs, seedInvoicedTask } from './support/invoiced-task';
import { type Cast, registerCast } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';
import { eventually } from './support/eventually';
import { SmtpInbox } from './support/smtp-inbox';

const APP_URL = 'https://atelier.example';

// Payments fired together queue up behind the invoice's row lock.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const today = () => new Date().toISOString().slice(0, 10);

/** The payments ledger on the real API: partial payments, the balance, Mark Paid, races. */
describe(`invoice payments (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
    cast = await registerCast(t.http);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const as = (account: TestAccount) => apiAs(t.http, account);
  const shopper = () => as(cast.shopperA);
  const pay = (invoiceId: string, body: object) =>
    shopper().post(`/invoices/${invoiceId}/payments`, { method: 'zelle', paidOn: today(), ...body });

  const dueInvoice = () => seedInvoicedTask(t, cast);

  const taskStatus = async (id: string) =>
    (await t.app.get(DataSource).getRepository(ShopTask).findOneByOrFail({ id })).status;

  it('takes part payments until the balance is 0, which makes the invoice PAID and completes the task', async () => {
    const { taskId, invoiceId } = await dueInvoice();
    const first = await pay(invoiceId, { amount: '100', method: 'check', reference: '  Check 1042 ' }).expect(201);
    expect(first.body).toMatchObject({
      invoice: { id: invoiceId, status: 'DUE' },
      netTotal: '118.10',
      amountPaid: '100.00',
      balanceDue: '18.10',
      payments: [{ amount: '100.00', method: 'check', paidOn: today(), reference: 'Check 1042' }],
    });
    expect(await taskStatus(taskId)).not.toBe('COMPLETE');

    const last = await pay(invoiceId, { amount: 18.1, method: 'cash' }).expect(201);
    expect(last.body).toMatchObject({ invoice: { status: 'PAID' }, amountPaid: '118.10', balanceDue: '0.00' });
    expect(last.body.invoice.paidAt).toEqual(expect.any(String));
    expect(last.body.payments.map((payment: { method: string }) => payment.method)).toEqual(['check', 'cash']);
    expect(await taskStatus(taskId)).toBe('COMPLETE');

    const refused = await pay(invoiceId, { amount: '1.00' }).expect(409);
    expect(refused.body.message).toBe('This invoice has been paid and can no longer change.');
  });

  it('sends the client a receipt for every payment, saying what is left, and whatever her digest settings', async () => {
    const { taskId, invoiceId } = await dueInvoice();
    const noDigests = { messages: false, itemsAndComments: false, invoices: false };
    await as(cast.clientA).put('/me/email-preferences', noDigests).expect(200);
    await pay(invoiceId, { amount: '42.00', method: 'check', reference: 'Check 1042', paidOn: '2026-12-01' }).expect(
      201,
    );
    const first = await inbox.waitFor(cast.clientA.email, /^Payment received: \$42\.00 for INV-\d{4}-\d{4}$/);
    expect(first.mail.text).toMatch(/^Hi \w+,/);
    expect(first.mail.text).toMatch(
      /Avery Shopper received your payment of \$42\.00 on Dec 1, 2026 \(Check · Check 1042\) for invoice INV-/,
    );
    expect(first.mail.text).toContain('$76.10 is still due on this invoice.');
    expect(first.mail.text).toContain(`View invoice: ${APP_URL}/tasks/${taskId}`);

    await shopper().patch(`/invoices/${invoiceId}/pay`).expect(200);
    const last = await inbox.waitFor(cast.clientA.email, /^Payment received: \$76\.10 for INV-/);
    expect(last.mail.text).toContain('The invoice is now paid in full. Thank you!');
    const paymentIds = (await t.app.get(DataSource).getRepository(InvoicePayment).findBy({ invoiceId })).map(
      (payment) => payment.id,
    );
    const receipts = await eventually(async () => {
      const sent = await t.app
        .get(DataSource)
        .getRepository(EmailRecord)
        .findBy({ kind: 'payment-receipt', subjectId: In(paymentIds), status: 'sent' });
      return sent.length === 2 ? sent : null;
    });
    expect(receipts.map((receipt) => receipt.recipient)).toEqual([cast.clientA.email, cast.clientA.email]);
  });

  it('refuses more than the balance due, counting returns and earlier payments', async () => {
    const { invoiceId, scarf } = await dueInvoice();
    await shopper()
      .post(`/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId: scarf.id, quantity: 1 }] })
      .expect(201);
    await pay(invoiceId, { amount: '60.00' }).expect(201);
    // 118.10 - 50.63 returned - 60.00 paid.
    const refused = await pay(invoiceId, { amount: '7.48' }).expect(409);
    expect(refused.body.message).toBe('This is more than the $7.47 still due on the invoice.');
  });

  it('Mark Paid records the rest as paid today, and both parties read the payments', async () => {
    const { taskId, invoiceId } = await dueInvoice();
    await pay(invoiceId, { amount: '18.10', method: 'bank_transfer' }).expect(201);
    const marked = await shopper().patch(`/invoices/${invoiceId}/pay`).expect(200);
    expect(marked.body).toMatchObject({ invoice: { status: 'PAID' }, amountPaid: '118.10', balanceDue: '0.00' });
    expect(marked.body.payments).toEqual([
      expect.objectContaining({ amount: '18.10', method: 'bank_transfer' }),
      expect.objectContaining({ amount: '100.00', method: 'other', paidOn: today(), reference: null }),
    ]);

    const forClient = await as(cast.clientA).get(`/tasks/${taskId}/invoices`).expect(200);
    expect(forClient.body[0]).toMatchObject({ amountPaid: '118.10', balanceDue: '0.00' });
    expect(forClient.body[0].payments).toHaveLength(2);
    expect(Object.keys(forClient.body[0].payments[0]).sort()).toEqual(
      ['amount', 'id', 'method', 'paidOn', 'recordedAt', 'reference'].sort(),
    );
  });

  it('a voided invoice takes no payment, and one with payments can no longer be voided', async () => {
    const { invoiceId } = await dueInvoice();
    await pay(invoiceId, { amount: '10.00' }).expect(201);
    const refused = await shopper().patch(`/invoices/${invoiceId}/void`).expect(409);
    expect(refused.body.message).toBe(
      'Payments have been recorded on this invoice, so it can no longer be voided. Record the rest as paid, or record a return.',
    );
  });

  it('says what is wrong with a bad payment, and stores nothing', async () => {
    const { invoiceId } = await dueInvoice();
    const cases: [object, string][] = [
      [{ amount: undefined }, 'Amount is required'],
      [{ amount: '0' }, 'Amount must be more than 0 with at most two decimals'],
      [{ amount: '12.345' }, 'Amount must be more than 0 with at most two decimals'],
      [{ amount: '-5' }, 'Amount must be more than 0 with at most two decimals'],
      [{ amount: '100000000' }, 'Amount must be at most 99999999.99'],
      [{ amount: '5', method: 'deposit' }, 'Choose how the payment was made'],
      [{ amount: '5', method: 'bitcoin' }, 'Choose how the payment was made'],
      [{ amount: '5', paidOn: '2026-02-30' }, 'Payment date must be a date (YYYY-MM-DD)'],
      [{ amount: '5', paidOn: 'yesterday' }, 'Payment date must be a date (YYYY-MM-DD)'],
      [{ amount: '5', paidOn: '2999-01-01' }, 'Payment date cannot be in the future'],
      [{ amount: '5', reference: 'x'.repeat(121) }, 'Reference must be at most 120 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await pay(invoiceId, body).expect(400);
      expect(res.body.message).toEqual(expect.arrayContaining([message]));
    }
    await as(cast.clientA)
      .post(`/invoices/${invoiceId}/payments`, { amount: '5', method: 'cash', paidOn: today() })
      .expect(403);
    await as(cast.shopperB)
      .post(`/invoices/${invoiceId}/payments`, { amount: '5', method: 'cash', paidOn: today() })
      .expect(404);
    expect(await t.app.get(DataSource).getRepository(InvoicePayment).countBy({ invoiceId })).toBe(0);
  });

  it('payments fired together never pay more than the balance', async () => {
    const { invoiceId } = await dueInvoice();
    // Six payments of 30.00 against 118.10: three fit (90.00), the others find too little left.
    const responses = await Promise.all(Array.from({ length: 6 }, () => pay(invoiceId, { amount: '30.00' })));
    expect(responses.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    // And two for the whole rest at once: one settles it, the other is told it is paid.
    const rest = await Promise.all([pay(invoiceId, { amount: '28.10' }), pay(invoiceId, { amount: '28.10' })]);
    expect(rest.map((res) => res.status).sort()).toEqual([201, 409]);
    const stored = await t.app.get(DataSource).getRepository(InvoicePayment).findBy({ invoiceId });
    expect(stored.map((payment) => payment.amount).sort()).toEqual(['28.10', '30.00', '30.00', '30.00']);
  });
});

/** The shopper's payment terms and the due date a finalized invoice carries. */
describe(`payment terms (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const shopper = () => apiAs(t.http, cast.shopperA);
  const setTerms = (paymentTermDays: unknown) =>
    request(t.http).patch('/api/shoppers/me').set(bearer(cast.shopperA)).send({ paymentTermDays });
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  it('dates each invoice when it is finalized: 7 days to start with, then the terms the shopper sets', async () => {
    expect((await shopper().get('/shoppers/me').expect(200)).body.paymentTermDays).toBe(7);
    const first = await seedInvoicedTask(t, cast);
    const firstRead = await shopper().get(`/tasks/${first.taskId}/invoice`).expect(200);
    expect(firstRead.body.invoice.dueDate).toBe(inDays(7));

    for (const days of [0, 14, 30]) {
      expect((await setTerms(days).expect(200)).body.paymentTermDays).toBe(days);
      const { taskId } = await seedInvoicedTask(t, cast);
      expect((await shopper().get(`/tasks/${taskId}/invoice`).expect(200)).body.invoice.dueDate).toBe(inDays(days));
    }
    // A change of terms moves no invoice already finalized; the client reads the same date.
    expect((await shopper().get(`/tasks/${first.taskId}/invoice`).expect(200)).body.invoice.dueDate).toBe(inDays(7));
    const forClient = await apiAs(t.http, cast.clientA).get(`/tasks/${first.taskId}/invoice`).expect(200);
    expect(forClient.body.invoice.dueDate).toBe(inDays(7));
  });

  it('takes only due on receipt, 7, 14 or 30 days', async () => {
    for (const days of [1, 60, -7, '7', null]) {
      const res = await setTerms(days).expect(400);
      expect(res.body.message).toEqual(['Payment terms must be due on receipt or 7, 14 or 30 days.']);
    }
  });
});
