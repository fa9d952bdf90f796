import request from 'supertest';
import { toCents } from '@atelier/billing';
import type { TaskStatus } from '../src/modules/tasks/task.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Where a task stands and what it comes to as it is billed: the status moves the product makes
 * (first item: ACTIVE; an invoice paid with nothing left to invoice: COMPLETE), the shopper's
 * hand over them, and the amount each party's task list shows.
 */
describe('a task as it is billed: status and amounts', () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const shopper = () => cast.shopperA;
  const newTask = async (overrides: { status?: TaskStatus; feePct?: string } = {}) =>
    (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id }, overrides)).id;
  const addItem = async (taskId: string, fields: { name: string; quantity: number; unitPrice: string }) =>
    (await request(t.http).post(`/api/tasks/${taskId}/items`).set(bearer(shopper())).send(fields).expect(201)).body
      .id as string;
  const statusOf = async (taskId: string, account: TestAccount = shopper()) =>
    (await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(account)).expect(200)).body.task.status;
  const setStatus = (taskId: string, status: TaskStatus) =>
    request(t.http).put(`/api/tasks/${taskId}`).set(bearer(shopper())).send({ status }).expect(200);
  const newInvoice = async (taskId: string) =>
    (await request(t.http).post(`/api/tasks/${taskId}/invoice`).set(bearer(shopper())).expect(201)).body.invoice
      .id as string;
  const capture = (taskId: string, itemId: string, qtyCaptured: number) =>
    request(t.http)
      .post(`/api/tasks/${taskId}/invoice/capture-items`)
      .set(bearer(shopper()))
      .send({ items: [{ itemId, qtyCaptured }] })
      .expect(200);
  const pay = (invoiceId: string) =>
    request(t.http).patch(`/api/invoices/${invoiceId}/pay`).set(bearer(shopper())).expect(200);
  const listed = async (account: TestAccount, taskId: string) => {
    const res = await request(t.http).get('/api/tasks').set(bearer(account)).expect(200);
    return res.body.find((task: { id: string }) => task.id === taskId);
  };

  it('becomes ACTIVE with its first item, as both parties see it', async () => {
    const taskId = await newTask();
    expect(await statusOf(taskId)).toBe('DRAFT');
    await addItem(taskId, { name: 'Coat', quantity: 1, unitPrice: '100.00' });
    expect(await statusOf(taskId)).toBe('ACTIVE');
    expect(await statusOf(taskId, cast.clientA)).toBe('ACTIVE');
    expect((await listed(cast.clientA, taskId)).status).toBe('ACTIVE');
  });

  it('takes items added at the same moment to a DRAFT task: every one created, the task ACTIVE', async () => {
    const taskId = await newTask();
    const names = ['Coat', 'Scarf', 'Gloves', 'Hat', 'Boots', 'Belt'];
    await Promise.all(names.map((name) => addItem(taskId, { name, quantity: 1, unitPrice: '10.00' })));
    const { body } = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(shopper())).expect(200);
    expect(body.items).toHaveLength(names.length);
    expect(body.task.status).toBe('ACTIVE');
  });

  it('becomes COMPLETE when an invoice is paid and nothing is left to invoice', async () => {
    const taskId = await newTask();
    const coat = await addItem(taskId, { name: 'Coat', quantity: 1, unitPrice: '100.00' });
    const invoiceId = await newInvoice(taskId);
    await capture(taskId, coat, 1);
    expect(await statusOf(taskId)).toBe('ACTIVE');
    await pay(invoiceId);
    expect(await statusOf(taskId)).toBe('COMPLETE');
    expect((await listed(cast.clientA, taskId)).status).toBe('COMPLETE');
  });

  it('stays ACTIVE when an invoice is paid with items left, and completes with the invoice for the rest', async () => {
    const taskId = await newTask();
    const coat = await addItem(taskId, { name: 'Coat', quantity: 2, unitPrice: '100.00' });
    const hat = await addItem(taskId, { name: 'Hat', quantity: 1, unitPrice: '20.00' });
    const first = await newInvoice(taskId);
    await capture(taskId, coat, 1);
    await pay(first);
    expect(await statusOf(taskId)).toBe('ACTIVE');

    const second = await newInvoice(taskId);
    await capture(taskId, coat, 1);
    await pay(second);
    expect(await statusOf(taskId)).toBe('ACTIVE'); // the hat is still to invoice

    const third = await newInvoice(taskId);
    await capture(taskId, hat, 1);
    await pay(third);
    expect(await statusOf(taskId)).toBe('COMPLETE');
  });

  it('leaves any status to the shopper: set by hand after a move, and not overridden by a later one', async () => {
    const taskId = await newTask();
    const coat = await addItem(taskId, { name: 'Coat', quantity: 1, unitPrice: '100.00' });
    expect(await statusOf(taskId)).toBe('ACTIVE');
    for (const status of ['DRAFT', 'COMPLETE', 'ARCHIVED', 'ACTIVE'] as const) {
      await setStatus(taskId, status);
      expect(await statusOf(taskId)).toBe(status);
    }
    // A task the shopper archived stays archived when its invoice is paid.
    await setStatus(taskId, 'ARCHIVED');
    const invoiceId = await newInvoice(taskId);
    await capture(taskId, coat, 1);
    await pay(invoiceId);
    expect(await statusOf(taskId)).toBe('ARCHIVED');
    // An item added to a task the shopper completed leaves it complete.
    await setStatus(taskId, 'COMPLETE');
    await addItem(taskId, { name: 'Hat', quantity: 1, unitPrice: '20.00' });
    expect(await statusOf(taskId)).toBe('COMPLETE');
  });

  it("shows the client what she pays, fee included, and the shopper the items' subtotal", async () => {
    // 12.5 % of 19.99 is 2.49875: the fee of each line rounds on its own.
    const taskId = await newTask({ feePct: '12.50' });
    const scarf = await addItem(taskId, { name: 'Scarf', quantity: 3, unitPrice: '19.99' });
    await addItem(taskId, { name: 'Belt', quantity: 1, unitPrice: '45.55' });
    // Nothing billed yet: 59.97 + 45.55 = 105.52, with 12.5 % (13.19) = 118.71.
    expect(await listed(cast.clientA, taskId)).toMatchObject({ subtotal: '105.52', total: '118.71' });

    // One scarf on a paid invoice, one on a due one: 19.99 + 2.50 each; the rest, 19.99 + 45.55 =
    // 65.54 with 8.19 (8.1925) = 73.73. 22.49 + 22.49 + 73.73 = 118.71.
    const paid = await newInvoice(taskId);
    await capture(taskId, scarf, 1);
    await pay(paid);
    await newInvoice(taskId);
    await capture(taskId, scarf, 1);
    const hers = await listed(cast.clientA, taskId);
    expect(hers).toMatchObject({ subtotal: '105.52', total: '118.71' });
    // The shopper's list keeps the items' subtotal, and the same total.
    expect(await listed(shopper(), taskId)).toMatchObject({ subtotal: '105.52', total: '118.71' });

    // Billed in full, her list says what her invoices say, to the cent.
    const invoices = async () =>
      (await request(t.http).get(`/api/tasks/${taskId}/invoices`).set(bearer(cast.clientA)).expect(200)).body as {
        invoice: { status: string; total: string };
      }[];
    const belt = (await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(shopper())).expect(200)).body.items[1];
    await capture(taskId, scarf, 1);
    await capture(taskId, belt.id, 1);
    const billed = (await invoices()).reduce((sum, entry) => sum + toCents(entry.invoice.total), 0);
    expect(toCents((await listed(cast.clientA, taskId)).total)).toBe(billed);
  });

  it('lists what the task page prices, its fee rounded per unit', async () => {
    // 12.5 % of 0.10 is 1.25 cents: 1 cent a unit, 0.03 on three, where 12.5 % of 0.30 would be 0.04.
    const taskId = await newTask({ feePct: '12.50' });
    const sock = await addItem(taskId, { name: 'Silk sock', quantity: 3, unitPrice: '0.10' });
    const priced = async () =>
      (await request(t.http).get(`/api/tasks/${taskId}/pricing`).set(bearer(cast.clientA)).expect(200)).body.total;
    expect(await priced()).toBe('0.33');
    expect((await listed(cast.clientA, taskId)).total).toBe('0.33');
    // One unit billed: the invoice's line and the two units left still add up the same.
    await newInvoice(taskId);
    await capture(taskId, sock, 1);
    expect((await listed(cast.clientA, taskId)).total).toBe(await priced());
    expect((await listed(shopper(), taskId)).total).toBe('0.33');
  });
});
