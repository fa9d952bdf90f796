import { DataSource } from 'typeorm';
import { InvoicePayment } from '../src/modules/invoices/payments/entities/invoice-payment.entity';
import { ShopTask } from '../src/modules/tasks/task.entity';
import type { TestAccount } from './support/accounts';
import { apiAs } from './support/invoiced-task';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

jest.setTimeout(30_000);

const today = () => new Date().toISOString().slice(0, 10);

/** Deposits on the real API: asked for, paid, held, and drawn on by the task's invoices. */
describe(`task deposits (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const as = (account: TestAccount) => apiAs(t.http, account);
  const shopper = () => as(cast.shopperA);
  const newTask = async () => (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  const ask = (taskId: string, body: object) => shopper().post(`/tasks/${taskId}/deposits`, body);
  const markPaid = (depositId: string) =>
    shopper().post(`/deposits/${depositId}/payments`, { method: 'zelle', paidOn: today() });
  const depositsOf = async (taskId: string, account = cast.shopperA) =>
    (await as(account).get(`/tasks/${taskId}/deposits`).expect(200)).body;
  /** Invoices what is given, finalizing a new invoice: 19.99 + 2.50 of fee a unit. */
  async function invoice(taskId: string, itemId: string, quantity: number) {
    await shopper().post(`/tasks/${taskId}/invoice`).expect(201);
    return (
      await shopper()
        .post(`/tasks/${taskId}/finalize`, { selectedItems: [{ itemId, quantity }] })
        .expect(200)
    ).body;
  }

  it('asks for a deposit, which both parties read until the shopper records it paid and it is held', async () => {
    const taskId = await newTask();
    const asked = await ask(taskId, { amount: '150', note: '  Half the budget ', dueDate: today() }).expect(201);
    expect(asked.body).toMatchObject({ taskId, amount: '150.00', note: 'Half the budget', status: 'REQUESTED' });
    expect(await depositsOf(taskId, cast.clientA)).toMatchObject({ held: '0.00', requested: '150.00' });

    const paid = await markPaid(asked.body.id).expect(201);
    expect(paid.body).toMatchObject({ status: 'PAID', method: 'zelle', paidOn: today() });
    expect(await depositsOf(taskId)).toMatchObject({ held: '150.00', requested: '0.00' });
    expect((await markPaid(asked.body.id).expect(409)).body.message).toBe('This deposit has been paid already.');
    expect((await shopper().patch(`/deposits/${asked.body.id}/cancel`).expect(409)).body.message).toBe(
      'This deposit has been paid already.',
    );
  });

  it('draws what is held into each invoice first, and an invoice it covers is paid', async () => {
    const taskId = await newTask();
    const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 5, unitPrice: '19.99' });
    await markPaid((await ask(taskId, { amount: '50.00' }).expect(201)).body.id).expect(201);

    // 3 x 22.49 = 67.47: 50.00 from the deposit, 17.47 left to pay.
    const first = await invoice(taskId, coat.id, 3);
    expect(first).toMatchObject({ invoice: { status: 'DUE' }, amountPaid: '50.00', balanceDue: '17.47' });
    expect(first.payments).toEqual([expect.objectContaining({ amount: '50.00', method: 'deposit' })]);
    expect(await depositsOf(taskId)).toMatchObject({ held: '0.00' });
    await shopper().patch(`/invoices/${first.invoice.id}/pay`).expect(200);

    // A second deposit covers the second invoice (2 x 22.49 = 44.98) and 5.02 stays held.
    await markPaid((await ask(taskId, { amount: '50.00' }).expect(201)).body.id).expect(201);
    const second = await invoice(taskId, coat.id, 2);
    expect(second).toMatchObject({ invoice: { status: 'PAID' }, amountPaid: '44.98', balanceDue: '0.00' });
    expect(await depositsOf(taskId)).toMatchObject({ held: '5.02' });
    // Nothing left to invoice: paid by the deposit, the task is complete.
    expect((await t.app.get(DataSource).getRepository(ShopTask).findOneByOrFail({ id: taskId })).status).toBe(
      'COMPLETE',
    );
    const drawn = await t.app.get(DataSource).getRepository(InvoicePayment).findBy({ method: 'deposit' });
    expect(drawn.filter((payment) => payment.invoiceId === second.invoice.id)).toHaveLength(1);
  });

  it('is paid or cancelled once when both are asked at the same moment', async () => {
    const taskId = await newTask();
    const depositId = (await ask(taskId, { amount: '80.00' }).expect(201)).body.id;
    const answers = await Promise.all([
      markPaid(depositId),
      markPaid(depositId),
      shopper().patch(`/deposits/${depositId}/cancel`),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status < 300)).toHaveLength(1);
    const { deposits, held } = await depositsOf(taskId);
    expect(held).toBe(deposits[0].status === 'PAID' ? '80.00' : '0.00');
  });

  it('holds nothing of a deposit cancelled or never paid', async () => {
    const taskId = await newTask();
    const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 1, unitPrice: '19.99' });
    const cancelled = (await ask(taskId, { amount: '10.00' }).expect(201)).body.id;
    await ask(taskId, { amount: '20.00' }).expect(201);
    expect((await shopper().patch(`/deposits/${cancelled}/cancel`).expect(200)).body.status).toBe('CANCELLED');
    expect((await markPaid(cancelled).expect(409)).body.message).toBe('This deposit was cancelled.');
    expect(await depositsOf(taskId)).toMatchObject({ held: '0.00', requested: '20.00' });
    expect((await invoice(taskId, coat.id, 1)).payments).toEqual([]);
  });

  it('is the shopper’s to ask for, on an open task, with a clear message for each bad field', async () => {
    const taskId = await newTask();
    await as(cast.clientA).post(`/tasks/${taskId}/deposits`, { amount: '10' }).expect(403);
    await as(cast.shopperB).post(`/tasks/${taskId}/deposits`, { amount: '10' }).expect(404);
    await as(cast.shopperB).get(`/tasks/${taskId}/deposits`).expect(404);
    const cases: [object, string][] = [
      [{}, 'Amount is required'],
      [{ amount: '0' }, 'Amount must be more than 0 with at most two decimals'],
      [{ amount: '5', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
      [{ amount: '5', dueDate: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ amount: '5', dueDate: '2020-01-01' }, 'Due date cannot be in the past'],
    ];
    for (const [body, message] of cases) {
      expect((await ask(taskId, body).expect(400)).body.message).toEqual([message]);
    }
    const parties = { shopperId: cast.shopperA.id, clientId: cast.clientA.id };
    const closed = (await seedTask(t.app, parties, { status: 'COMPLETE' })).id;
    expect((await ask(closed, { amount: '10' }).expect(409)).body.message).toBe(
      'Deposits can be asked for only on a draft or active task.',
    );
    expect((await depositsOf(taskId)).deposits).toEqual([]);
  });
});
