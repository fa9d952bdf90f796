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

  /** A task whose deposit of 50.00 paid a 22.49 invoice: complete, with 27.51 still held. */
  async function finishedWithDepositLeft() {
    const taskId = await newTask();
    const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 1, unitPrice: '19.99' });
    await markPaid((await ask(taskId, { amount: '50.00' }).expect(201)).body.id).expect(201);
    expect((await invoice(taskId, coat.id, 1)).invoice.status).toBe('PAID');
    expect(await depositsOf(taskId)).toMatchObject({ held: '27.51', releasable: true });
    return taskId;
  }
  const release = (taskId: string, body: object) => shopper().post(`/tasks/${taskId}/deposits/release`, body);
  const clientCredit = async () =>
    (await as(cast.clientA).get('/dashboard/client').expect(200)).body.prepaid.credit as string;

  it('gives back what is left of a deposit once the task is done: kept as her credit, which pays her next invoice', async () => {
    const taskId = await finishedWithDepositLeft();
    const before = Number(await clientCredit());
    const released = (await release(taskId, { method: 'credit' }).expect(200)).body;
    expect(released).toMatchObject({
      held: '0.00',
      releases: [{ amount: '27.51', method: 'credit', reference: null }],
    });
    expect(released.releases[0].releasedOn).toBe(today());
    expect(await depositsOf(taskId, cast.clientA)).toMatchObject({
      held: '0.00',
      releasable: false,
      releases: [{ amount: '27.51' }],
    });
    expect(Number(await clientCredit())).toBeCloseTo(before + 27.51, 2);
    expect((await release(taskId, { method: 'credit' }).expect(409)).body.message).toBe(
      'Nothing is held for this task.',
    );

    // Her next invoice, on another task, takes all of her credit first (and leaves none to later tests).
    const next = await newTask();
    const scarves = await seedItem(t.app, next, { name: 'Scarf', quantity: 3, unitPrice: '19.99' });
    const billed = await invoice(next, scarves.id, 3);
    expect(billed.payments).toEqual([
      expect.objectContaining({ method: 'credit', amount: (before + 27.51).toFixed(2) }),
    ]);
    expect(await clientCredit()).toBe('0.00');
  });

  it('records a rest refunded another way, once even when asked twice at once', async () => {
    const taskId = await finishedWithDepositLeft();
    const answers = await Promise.all([
      release(taskId, { method: 'zelle', reference: ' Zelle 88412 ', releasedOn: today() }),
      release(taskId, { method: 'zelle', reference: 'Zelle 88412' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await depositsOf(taskId)).releases).toEqual([
      expect.objectContaining({ amount: '27.51', method: 'zelle', reference: 'Zelle 88412' }),
    ]);
  });

  it('gives nothing back while the task is open or has an open invoice, and says what is wrong', async () => {
    const taskId = await newTask();
    await markPaid((await ask(taskId, { amount: '50.00' }).expect(201)).body.id).expect(201);
    expect(await depositsOf(taskId)).toMatchObject({ held: '50.00', releasable: false });
    expect((await release(taskId, { method: 'credit' }).expect(409)).body.message).toBe(
      'What is left of a deposit goes back once the task is complete, archived or withdrawn.',
    );
    await t.app.get(DataSource).getRepository(ShopTask).update({ id: taskId }, { status: 'WITHDRAWN' });
    await shopper().post(`/tasks/${taskId}/invoice`).expect(201);
    expect((await release(taskId, { method: 'credit' }).expect(409)).body.message).toBe(
      'This task still has an open invoice, which takes what the deposit holds first. Settle or void it first.',
    );
    await as(cast.clientA).post(`/tasks/${taskId}/deposits/release`, { method: 'credit' }).expect(403);
    const bad: [object, string][] = [
      [{}, 'Choose how the rest of the deposit goes back'],
      [{ method: 'card' }, 'Choose how the rest of the deposit goes back'],
      [{ method: 'cash', releasedOn: '2999-01-01' }, 'Payment date cannot be in the future'],
    ];
    for (const [body, message] of bad) {
      expect((await release(taskId, body).expect(400)).body.message).toEqual([message]);
    }
    expect((await depositsOf(taskId)).releases).toEqual([]);
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
