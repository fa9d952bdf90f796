import request from 'supertest';
import { DataSource, IsNull, Not, type Repository } from 'typeorm';
import { toCents } from '@atelier/billing';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Requests queue up behind each other's row locks: slower than Jest's 5 s default allows on a loaded machine.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Requests fired together at the real API (a listening server; on MySQL with real row locks,
 * on SQLite through the single connection): captures can never bill more than an item holds,
 * and every invoice total stays the sum of its lines.
 */
describe(`invoices under concurrent requests (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;
  let invoices: Repository<Invoice>;
  let lines: Repository<InvoiceLine>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    invoices = t.app.get(DataSource).getRepository(Invoice);
    lines = t.app.get(DataSource).getRepository(InvoiceLine);
  });
  afterAll(() => t.close());

  const newTask = async () => (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  const createInvoice = (taskId: string) =>
    request(t.http).post(`/api/tasks/${taskId}/invoice`).set(bearer(cast.shopperA));
  const capture = (taskId: string, items: { itemId: string; qtyCaptured: number }[]) =>
    request(t.http).post(`/api/tasks/${taskId}/invoice/capture-items`).set(bearer(cast.shopperA)).send({ items });
  const together = <T>(count: number, call: (index: number) => PromiseLike<T>) =>
    Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  async function expectTotalsMatchLines(invoiceId: string) {
    const invoice = await invoices.findOneByOrFail({ id: invoiceId });
    const stored = await lines.findBy({ invoiceId });
    const sum = (pick: (line: InvoiceLine) => string) => stored.reduce((total, line) => total + toCents(pick(line)), 0);
    expect(toCents(invoice.originalSubtotal)).toBe(sum((line) => line.lineTotal));
    expect(toCents(invoice.serviceFee)).toBe(sum((line) => line.lineServiceFee));
    expect(toCents(invoice.total)).toBe(
      sum((line) => line.lineTotal) + sum((line) => line.lineServiceFee) + sum((line) => line.lineTaxes),
    );
  }

  it('10 captures of 1 on an item of quantity 3: exactly 3 succeed, the rest are told nothing is left', async () => {
    const taskId = await newTask();
    const item = await seedItem(t.app, taskId, { name: 'Linen blazer', quantity: 3, unitPrice: '19.99' });
    const invoiceId = (await createInvoice(taskId).expect(201)).body.invoice.id;

    const responses = await together(10, () => capture(taskId, [{ itemId: item.id, qtyCaptured: 1 }]));

    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.message).toBe('Nothing left to invoice for "Linen blazer".');
    }
    const stored = await lines.findBy({ invoiceId });
    expect(stored.reduce((sum, line) => sum + line.capturedQuantity, 0)).toBe(3);
    expect(await invoices.findOneByOrFail({ id: invoiceId })).toMatchObject({
      originalSubtotal: '59.97',
      serviceFee: '7.50',
      total: '67.47',
    });
    await expectTotalsMatchLines(invoiceId);
  });

  it('mixed quantities on two items never over-capture either, and the totals follow the lines', async () => {
    const taskId = await newTask();
    const a = await seedItem(t.app, taskId, { name: 'Coat', quantity: 5, unitPrice: '10.05' });
    const b = await seedItem(t.app, taskId, { name: 'Hat', quantity: 4, unitPrice: '3.33' });
    const invoiceId = (await createInvoice(taskId).expect(201)).body.invoice.id;

    const responses = await together(12, (index) =>
      capture(
        taskId,
        // Both lock orders (a then b, b then a) in the same run.
        index % 2 === 0
          ? [
              { itemId: a.id, qtyCaptured: 1 + (index % 3) },
              { itemId: b.id, qtyCaptured: 1 },
            ]
          : [
              { itemId: b.id, qtyCaptured: 2 },
              { itemId: a.id, qtyCaptured: 1 },
            ],
      ),
    );

    for (const res of responses) expect([200, 409]).toContain(res.status);
    expect(responses.some((res) => res.status === 200)).toBe(true);
    const stored = await lines.findBy({ invoiceId });
    const captured = (itemId: string) =>
      stored.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.capturedQuantity, 0);
    expect(captured(a.id)).toBeLessThanOrEqual(5);
    expect(captured(b.id)).toBeLessThanOrEqual(4);
    // Every successful request wrote both of its lines, every refused one none.
    expect(stored).toHaveLength(2 * responses.filter((res) => res.status === 200).length);
    await expectTotalsMatchLines(invoiceId);
  });

  it('creates one draft however many creations race for the same task, and answers it to each', async () => {
    const taskId = await newTask();
    const responses = await together(6, () => createInvoice(taskId));
    expect(responses.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((res) => res.body.invoice.id)).size).toBe(1);
    expect(await invoices.countBy({ taskId })).toBe(1);
  });

  it('after a PAID invoice, creations racing for the task leave exactly one draft', async () => {
    const taskId = await newTask();
    const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 2 });
    const paidId = (await createInvoice(taskId).expect(201)).body.invoice.id;
    await capture(taskId, [{ itemId: item.id, qtyCaptured: 1 }]).expect(200);
    await request(t.http).patch(`/api/invoices/${paidId}/pay`).set(bearer(cast.shopperA)).expect(200);

    const responses = await together(6, () => createInvoice(taskId));
    expect(responses.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(await invoices.countBy({ taskId, status: 'DRAFT' })).toBe(1);
    expect(await invoices.countBy({ taskId })).toBe(2);
  });

  it('numbers invoices finalized together for different tasks without a gap or a repeat', async () => {
    const taskIds = await Promise.all(Array.from({ length: 6 }, () => newTask()));
    const itemIds = await Promise.all(taskIds.map(async (taskId) => (await seedItem(t.app, taskId)).id));
    for (const taskId of taskIds) await createInvoice(taskId).expect(201);
    const before = await invoices.countBy({ shopperId: cast.shopperA.id, invoiceNumber: Not(IsNull()) });
    const responses = await Promise.all(
      taskIds.map((taskId, index) => capture(taskId, [{ itemId: itemIds[index]!, qtyCaptured: 1 }])),
    );
    expect(responses.map((res) => res.status)).toEqual(taskIds.map(() => 200));
    const sequences = responses
      .map((res) => Number(res.body.invoice.invoiceNumber.split('-')[2]))
      .sort((x, y) => x - y);
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, index) => before + index + 1));
  });

  it('a capture racing a void never leaves a line on a void invoice holding its item', async () => {
    const taskId = await newTask();
    const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 10 });
    const invoiceId = (await createInvoice(taskId).expect(201)).body.invoice.id;
    await capture(taskId, [{ itemId: item.id, qtyCaptured: 1 }]).expect(200);

    const [, ...captures] = await Promise.all([
      request(t.http).patch(`/api/invoices/${invoiceId}/void`).set(bearer(cast.shopperA)),
      ...Array.from({ length: 4 }, () => capture(taskId, [{ itemId: item.id, qtyCaptured: 1 }])),
    ]);
    for (const res of captures) expect([200, 409]).toContain(res.status);
    expect(await lines.countBy({ invoiceId, status: 'CAPTURED' })).toBe(0);
    const detail = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(cast.shopperA)).expect(200);
    expect(detail.body.items[0]).toMatchObject({ status: 'AVAILABLE', qtyRemaining: 10, locked: false });
    await expectTotalsMatchLines(invoiceId);
  });
});
