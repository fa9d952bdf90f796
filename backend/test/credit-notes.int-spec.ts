import request from 'supertest';
import { DataSource } from 'typeorm';
import { Item } from '../src/modules/items/entities/item.entity';
import type { TestAccount } from './support/accounts';
import { apiAs, seedInvoicedTask } from './support/invoiced-task';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Racing returns queue up behind each other's row locks.
jest.setTimeout(30_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const FEE_FIELDS = ['serviceFee', 'lineServiceFee', 'feePct', 'feePctAtCapture', 'unitPrice'];

/** Returns recorded as credit notes against DUE and PAID invoices, on the real API. */
describe(`credit notes (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const as = (account: TestAccount) => apiAs(t.http, account);
  const shopper = () => as(cast.shopperA);
  const recordReturn = (invoiceId: string, lines: { itemId: string; quantity: number }[], reason?: string) =>
    shopper().post(`/invoices/${invoiceId}/credit-notes`, { lines, reason });

  const invoicedTask = (paid: boolean) => seedInvoicedTask(t, cast, { paid });

  const itemStatus = async (id: string) =>
    (await t.app.get(DataSource).getRepository(Item).findOneByOrFail({ id })).status;

  it('credits returned units at their capture’s price and fee, numbered per shopper, and nets the invoice', async () => {
    const { taskId, invoiceId, blazer, scarf } = await invoicedTask(true);
    // 3 x 19.99 = 59.97 + 7.50 fee; 45.00 + 5.63 fee: 118.10 in all.
    const first = await recordReturn(invoiceId, [{ itemId: blazer.id, quantity: 1 }], '  Wrong size  ').expect(201);
    expect(first.body).toMatchObject({
      invoiceId,
      number: expect.stringMatching(/^CN-\d{4}$/),
      reason: 'Wrong size',
      subtotal: '19.99',
      serviceFee: '2.50',
      taxes: '0.00',
      total: '22.49',
      lines: [
        {
          itemId: blazer.id,
          name: 'Linen blazer',
          quantity: 1,
          unitPrice: '19.99',
          feePct: '12.50',
          lineTotal: '19.99',
          lineServiceFee: '2.50',
        },
      ],
    });
    const second = await recordReturn(invoiceId, [
      { itemId: blazer.id, quantity: 2 },
      { itemId: scarf.id, quantity: 1 },
    ]).expect(201);
    const sequence = (number: string) => Number(number.slice(3));
    expect(sequence(second.body.number)).toBe(sequence(first.body.number) + 1);
    // The last blazer units take what was left of the line's fee (7.50 - 2.50), the scarf its 5.63.
    expect(second.body).toMatchObject({ subtotal: '84.98', serviceFee: '10.63', total: '95.61', reason: null });

    const read = await shopper().get(`/tasks/${taskId}/invoice`).expect(200);
    expect(read.body.creditNotes.map((note: { number: string }) => note.number)).toEqual([
      first.body.number,
      second.body.number,
    ]);
    expect(read.body.invoice.total).toBe('118.10');
    expect(read.body.netTotal).toBe('0.00');
    const listed = await shopper().get(`/tasks/${taskId}/invoices`).expect(200);
    expect(listed.body[0]).toMatchObject({ netTotal: '0.00', creditNotes: [{ number: first.body.number }, {}] });

    // Every unit back: both items CREDITED and frozen.
    expect(await itemStatus(blazer.id)).toBe('CREDITED');
    expect(await itemStatus(scarf.id)).toBe('CREDITED');
    await request(t.http).delete(`/api/items/${blazer.id}`).set(bearer(cast.shopperA)).expect(409);
    const detail = await shopper().get(`/tasks/${taskId}`).expect(200);
    const blazerRead = detail.body.items.find((item: { id: string }) => item.id === blazer.id);
    expect(blazerRead).toMatchObject({ qtyCredited: 3, qtyRemaining: 0, locked: true });
  });

  it('shows the client her credit notes with the fee inside her amounts, and no fee field anywhere', async () => {
    const { taskId, invoiceId, blazer } = await invoicedTask(true);
    await recordReturn(invoiceId, [{ itemId: blazer.id, quantity: 1 }], 'Too long in the sleeves').expect(201);
    const read = await as(cast.clientA).get(`/tasks/${taskId}/invoice`).expect(200);
    expect(read.body.creditNotes).toEqual([
      expect.objectContaining({
        reason: 'Too long in the sleeves',
        subtotal: '22.49',
        total: '22.49',
        lines: [expect.objectContaining({ name: 'Linen blazer', quantity: 1, lineTotal: '22.49' })],
      }),
    ]);
    expect(read.body.netTotal).toBe('95.61');
    // The task's price and its card in the list agree with what she is billed, net of the return.
    expect((await as(cast.clientA).get(`/tasks/${taskId}/pricing`).expect(200)).body.total).toBe('95.61');
    const listed = (await as(cast.clientA).get('/tasks').expect(200)).body;
    const card = (Array.isArray(listed) ? listed : listed.tasks).find((task: { id: string }) => task.id === taskId);
    expect(card.total).toBe('95.61');
    const text = JSON.stringify(read.body.creditNotes);
    for (const field of FEE_FIELDS) expect(text).not.toContain(`"${field}"`);
    // A partly returned item keeps its status and says what came back.
    expect(await itemStatus(blazer.id)).toBe('INVOICED_PAID');
    const detail = await as(cast.clientA).get(`/tasks/${taskId}`).expect(200);
    expect(detail.body.items.find((item: { id: string }) => item.id === blazer.id)).toMatchObject({ qtyCredited: 1 });
  });

  it('refuses what cannot be returned, with a message for each case, and stores nothing', async () => {
    const { taskId, invoiceId, blazer, scarf } = await invoicedTask(true);
    const other = await seedItem(t.app, taskId, { name: 'Not invoiced', quantity: 1 });
    const cases: [object, number, string][] = [
      [{ lines: [] }, 400, 'Please select at least one item to return.'],
      [{ lines: [{ itemId: blazer.id, quantity: 0 }] }, 400, 'Please select at least one item to return.'],
      [{ lines: [{ itemId: blazer.id, quantity: 1.5 }] }, 400, 'Quantity must be a whole number'],
      [{ lines: [{ itemId: other.id, quantity: 1 }] }, 400, 'Some selected items are not on this invoice.'],
      [{ lines: [{ itemId: blazer.id, quantity: 4 }] }, 409, 'Only 3 left to credit for "Linen blazer".'],
      [
        { lines: [{ itemId: scarf.id, quantity: 1 }], reason: 'x'.repeat(501) },
        400,
        'Reason must be at most 500 characters.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await shopper().post(`/invoices/${invoiceId}/credit-notes`, body).expect(status);
      expect([res.body.message].flat()).toContain(message);
    }
    await as(cast.clientA)
      .post(`/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId: scarf.id, quantity: 1 }] })
      .expect(403);
    await as(cast.shopperB)
      .post(`/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId: scarf.id, quantity: 1 }] })
      .expect(404);
    expect((await shopper().get(`/tasks/${taskId}/invoice`).expect(200)).body.creditNotes).toEqual([]);
  });

  it('takes returns on a DUE invoice, which then cannot be voided but can be paid', async () => {
    const { taskId, invoiceId, blazer, scarf } = await invoicedTask(false);
    await recordReturn(invoiceId, [{ itemId: scarf.id, quantity: 1 }]).expect(201);
    expect(await itemStatus(scarf.id)).toBe('CREDITED');
    const voided = await shopper().patch(`/invoices/${invoiceId}/void`).expect(409);
    expect(voided.body.message).toMatch(/can no longer be voided/);
    await shopper().patch(`/invoices/${invoiceId}/pay`).expect(200);
    expect(await itemStatus(scarf.id)).toBe('CREDITED');
    expect(await itemStatus(blazer.id)).toBe('INVOICED_PAID');
    const read = await shopper().get(`/tasks/${taskId}/invoice`).expect(200);
    expect(read.body).toMatchObject({ invoice: { status: 'PAID', total: '118.10' }, netTotal: '67.47' });
  });

  it("keeps the task's price equal to what its invoice nets, to the cent, after a partial return", async () => {
    const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
    const boots = await seedItem(t.app, task.id, { name: 'Boots', quantity: 2, unitPrice: '89.00' });
    const invoiceId: string = (await shopper().post(`/tasks/${task.id}/invoice`).expect(201)).body.invoice.id;
    await shopper()
      .post(`/tasks/${task.id}/finalize`, { selectedItems: [{ itemId: boots.id, quantity: 2 }] })
      .expect(200);
    // 2 x (89.00 + 11.13) billed (11.125 a pair, rounded); one pair back: 89.00 + 11.13, one left.
    await recordReturn(invoiceId, [{ itemId: boots.id, quantity: 1 }]).expect(201);
    const { netTotal } = (await shopper().get(`/tasks/${task.id}/invoice`).expect(200)).body;
    expect(netTotal).toBe('100.13');
    expect((await shopper().get(`/tasks/${task.id}/pricing`).expect(200)).body).toEqual({
      subtotal: '89.00',
      serviceFee: '11.13',
      total: '100.13',
    });
  });

  it('refuses returns on a voided invoice', async () => {
    const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
    const item = await seedItem(t.app, task.id, { quantity: 1 });
    const invoiceId: string = (await shopper().post(`/tasks/${task.id}/invoice`).expect(201)).body.invoice.id;
    await shopper()
      .post(`/tasks/${task.id}/finalize`, { selectedItems: [{ itemId: item.id, quantity: 1 }] })
      .expect(200);
    await shopper().patch(`/invoices/${invoiceId}/void`).expect(200);
    const res = await recordReturn(invoiceId, [{ itemId: item.id, quantity: 1 }]).expect(409);
    expect(res.body.message).toBe('This invoice has been voided: there is nothing to return on it.');
  });

  it('never credits more than was captured when returns race, and numbers stay unique', async () => {
    const { taskId, invoiceId, blazer } = await invoicedTask(true);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => recordReturn(invoiceId, [{ itemId: blazer.id, quantity: 1 }])),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const numbers = responses.filter((res) => res.status === 201).map((res) => res.body.number);
    expect(new Set(numbers).size).toBe(3);
    const read = await shopper().get(`/tasks/${taskId}/invoice`).expect(200);
    const credited = read.body.creditNotes.flatMap((note: { lines: { quantity: number }[] }) => note.lines);
    expect(credited.reduce((sum: number, line: { quantity: number }) => sum + line.quantity, 0)).toBe(3);
    // Unit by unit, the blazer's credits add up to exactly what its line billed (67.47).
    expect(read.body.netTotal).toBe('50.63');
    expect(await itemStatus(blazer.id)).toBe('CREDITED');
  });
});
