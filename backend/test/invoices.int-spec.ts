import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { toCents } from '@atelier/billing';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import { Item } from '../src/modules/items/entities/item.entity';
import { NO_OPEN_INVOICE } from '../src/modules/invoices/invoice-capture.service';
import { INVOICE_DRAFT } from '../src/modules/invoices/invoice-state';
import { stillDue } from '../src/modules/invoices/invoice-lifecycle.service';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getUTCFullYear();
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const NO_UUID = '00000000-0000-4000-8000-000000000000';
const CAPTURE_NOTHING = 'Please select at least one item to add to the invoice.';
const FINALIZE_NOTHING = 'Please select at least one item to finalize the invoice.';
const PAID = 'This invoice has been paid and can no longer change.';
const VOIDED = 'This invoice has been voided and can no longer change.';
const FEE_FIELDS = ['feePct', 'serviceFee', 'feePctAtCapture', 'lineServiceFee'];

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('invoices: create, capture, finalize, pay, void', () => {
  let t: TestApp;
  let cast: Cast;
  let items: Repository<Item>;
  let invoices: Repository<Invoice>;
  let lines: Repository<InvoiceLine>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    const dataSource = t.app.get(DataSource);
    items = dataSource.getRepository(Item);
    invoices = dataSource.getRepository(Invoice);
    lines = dataSource.getRepository(InvoiceLine);
  });
  afterAll(() => t.close());

  const as = (account: TestAccount | null, call: request.Test) => (account ? call.set(bearer(account)) : call);
  const read = (account: TestAccount | null, taskId: string) =>
    as(account, request(t.http).get(`/api/tasks/${taskId}/invoice`));
  const create = (account: TestAccount | null, taskId: string) =>
    as(account, request(t.http).post(`/api/tasks/${taskId}/invoice`));
  const capture = (account: TestAccount | null, taskId: string, body: object) =>
    as(account, request(t.http).post(`/api/tasks/${taskId}/invoice/capture-items`)).send(body);
  const finalize = (account: TestAccount | null, taskId: string, body: object) =>
    as(account, request(t.http).post(`/api/tasks/${taskId}/finalize`)).send(body);
  const pay = (account: TestAccount | null, invoiceId: string) =>
    as(account, request(t.http).patch(`/api/invoices/${invoiceId}/pay`));
  const voidIt = (account: TestAccount | null, invoiceId: string) =>
    as(account, request(t.http).patch(`/api/invoices/${invoiceId}/void`));
  /** The task page's view of its items (locked, qtyRemaining, invoiceId come from the lines). */
  const itemViews = async (taskId: string) => {
    const res = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(cast.shopperA)).expect(200);
    return new Map<string, Record<string, unknown>>(res.body.items.map((item: { id: string }) => [item.id, item]));
  };
  const newTask = async (overrides: { feePct?: string | null } = {}) =>
    (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id }, overrides)).id;
  const newInvoice = async (taskId: string) => (await create(cast.shopperA, taskId).expect(201)).body.invoice;

  /** The stored invoice's totals are the sums of its stored lines, to the cent. */
  async function expectTotalsMatchLines(invoiceId: string) {
    const invoice = await invoices.findOneByOrFail({ id: invoiceId });
    const stored = await lines.findBy({ invoiceId });
    const sum = (pick: (line: InvoiceLine) => string) => stored.reduce((total, line) => total + toCents(pick(line)), 0);
    expect(toCents(invoice.originalSubtotal)).toBe(sum((line) => line.lineTotal));
    expect(toCents(invoice.serviceFee)).toBe(sum((line) => line.lineServiceFee));
    expect(toCents(invoice.taxes)).toBe(sum((line) => line.lineTaxes));
    expect(toCents(invoice.total)).toBe(toCents(invoice.originalSubtotal) + toCents(invoice.serviceFee));
  }

  describe('GET /api/tasks/{id}/invoice before there is one', () => {
    it('answers no invoice to both parties', async () => {
      const taskId = await newTask();
      expect((await read(cast.shopperA, taskId).expect(200)).body).toEqual({
        invoice: null,
        lines: [],
        creditNotes: [],
        netTotal: null,
        payments: [],
        amountPaid: null,
        balanceDue: null,
        refunds: [],
        owedBack: null,
      });
      expect((await read(cast.clientA, taskId).expect(200)).body).toEqual({
        invoice: null,
        lines: [],
        creditNotes: [],
        netTotal: null,
        payments: [],
        amountPaid: null,
        balanceDue: null,
        refunds: [],
        owedBack: null,
      });
    });

    it('is for the parties of the task only', async () => {
      const taskId = await newTask();
      await read(null, taskId).expect(401);
      expect((await read(cast.shopperB, taskId).expect(404)).body.message).toBe('Task not found');
      await read(cast.clientB, taskId).expect(404);
    });
  });

  describe('POST /api/tasks/{id}/invoice', () => {
    it('creates an empty numberless DRAFT with the effective fee, which the client never sees', async () => {
      const taskId = await newTask();
      const res = await create(cast.shopperA, taskId).expect(201);
      expect(res.body).toEqual({
        invoice: {
          id: expect.any(String),
          taskId,
          invoiceNumber: null,
          status: 'DRAFT',
          originalSubtotal: '0.00',
          feePct: '12.50',
          serviceFee: '0.00',
          taxes: '0.00',
          total: '0.00',
          paidAt: null,
          voidedAt: null,
          finalizedAt: null,
          dueDate: null,
          createdAt: expect.stringMatching(ISO_DATE),
          updatedAt: expect.stringMatching(ISO_DATE),
        },
        lines: [],
        creditNotes: [],
        netTotal: '0.00',
        payments: [],
        amountPaid: '0.00',
        balanceDue: '0.00',
        refunds: [],
        owedBack: '0.00',
      });
      expect((await read(cast.shopperA, taskId).expect(200)).body).toEqual(res.body);

      const draftId = res.body.invoice.id as string;
      expect((await read(cast.clientA, taskId).expect(200)).body).toEqual({
        invoice: null,
        lines: [],
        creditNotes: [],
        netTotal: null,
        payments: [],
        amountPaid: null,
        balanceDue: null,
        refunds: [],
        owedBack: null,
      });
      const listed = await request(t.http).get(`/api/tasks/${taskId}/invoices`).set(bearer(cast.clientA)).expect(200);
      expect(listed.body).toEqual([]);
      const pdf = `/api/invoices/${draftId}/pdf?format=html`;
      expect((await request(t.http).get(pdf).set(bearer(cast.clientA)).expect(404)).body.message).toBe(
        'Invoice not found',
      );
      expect((await request(t.http).get(pdf).set(bearer(cast.shopperA)).expect(409)).body.message).toBe(INVOICE_DRAFT);
      expect((await pay(cast.shopperA, draftId).expect(409)).body.message).toBe(INVOICE_DRAFT);
      expect((await voidIt(cast.shopperA, draftId).expect(409)).body.message).toBe(INVOICE_DRAFT);
      // Nor does it show in her task list.
      const tasks = await request(t.http).get('/api/tasks').set(bearer(cast.clientA)).expect(200);
      expect(tasks.body.find((task: { id: string }) => task.id === taskId)).toMatchObject({ invoiceStatus: null });
    });

    it('answers the same draft when asked again (a cancelled picker leaves nothing new)', async () => {
      const taskId = await newTask();
      const first = await newInvoice(taskId);
      const again = await newInvoice(taskId);
      expect(again.id).toBe(first.id);
      expect(await invoices.countBy({ taskId })).toBe(1);
    });

    it('numbers an invoice when it is finalized, per shopper and year: a draft uses no number', async () => {
      const earlierTask = await newTask();
      const laterTask = await newTask();
      const earlier = await seedItem(t.app, earlierTask, { name: 'Coat' });
      const later = await seedItem(t.app, laterTask, { name: 'Hat' });
      await newInvoice(earlierTask);
      await newInvoice(laterTask);
      const abandoned = await newInvoice(await newTask());

      const finalize1 = await finalize(cast.shopperA, laterTask, {
        selectedItems: [{ itemId: later.id, quantity: 1 }],
      }).expect(200);
      const finalize2 = await capture(cast.shopperA, earlierTask, {
        items: [{ itemId: earlier.id, qtyCaptured: 1 }],
      }).expect(200);
      const first = finalize1.body.invoice.invoiceNumber as string;
      const second = finalize2.body.invoice.invoiceNumber as string;
      expect(first).toMatch(new RegExp(`^INV-${YEAR}-\\d{4}$`));
      const sequence = (number: string) => Number(number.split('-')[2]);
      expect(sequence(second)).toBe(sequence(first) + 1);
      expect(finalize2.body.invoice).toMatchObject({ status: 'DUE', finalizedAt: expect.stringMatching(ISO_DATE) });
      expect((await invoices.findOneByOrFail({ id: abandoned.id })).invoiceNumber).toBeNull();

      const otherTask = await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id });
      const otherItem = await seedItem(t.app, otherTask.id);
      await create(cast.shopperB, otherTask.id).expect(201);
      const other = await finalize(cast.shopperB, otherTask.id, {
        selectedItems: [{ itemId: otherItem.id, quantity: 1 }],
      }).expect(200);
      expect(other.body.invoice.invoiceNumber).toBe(`INV-${YEAR}-0001`);
    });

    it("takes the task's own fee over the shopper's default", async () => {
      const invoice = await newInvoice(await newTask({ feePct: '20.00' }));
      expect(invoice.feePct).toBe('20.00');
    });

    it('refuses a second invoice while the first is DUE', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId);
      await newInvoice(taskId);
      const first = (await finalize(cast.shopperA, taskId, { selectedItems: [{ itemId: item.id, quantity: 1 }] })).body
        .invoice;
      const res = await create(cast.shopperA, taskId).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: stillDue(first.invoiceNumber),
      });
      expect(await invoices.countBy({ taskId })).toBe(1);
    });

    it("is the task's shopper's alone", async () => {
      const taskId = await newTask();
      await create(null, taskId).expect(401);
      const asClient = await create(cast.clientA, taskId).expect(403);
      expect(asClient.body.message).toBe('Only the shopper of this task can do this');
      await create(cast.shopperB, taskId).expect(404);
      await create(cast.clientB, taskId).expect(404);
      await create(cast.shopperA, NO_UUID).expect(404);
      expect(await invoices.countBy({ taskId })).toBe(0);
    });
  });

  describe('POST /api/tasks/{id}/invoice/capture-items', () => {
    it('writes frozen lines, locks the items, lowers what remains and totals the invoice', async () => {
      const taskId = await newTask();
      const blazer = await seedItem(t.app, taskId, {
        name: 'Linen blazer',
        quantity: 3,
        unitPrice: '19.99',
        receiptUrl: 'https://receipts.example.com/blazer.pdf',
      });
      const scarf = await seedItem(t.app, taskId, { name: 'Silk scarf', quantity: 1, unitPrice: '5.00' });
      const invoice = await newInvoice(taskId);

      const res = await capture(cast.shopperA, taskId, {
        items: [
          { itemId: blazer.id, qtyCaptured: 2 },
          { itemId: scarf.id, qtyCaptured: 0 },
        ],
      }).expect(200);
      expect(res.body.invoice).toMatchObject({
        id: invoice.id,
        status: 'DUE',
        originalSubtotal: '39.98',
        feePct: '12.50',
        // 19.99 x 12.5 % = 2.49875, rounded half away from zero to 2.50 a unit.
        serviceFee: '5.00',
        taxes: '0.00',
        total: '44.98',
        // Its first capture finalized the draft: numbered and dated now.
        invoiceNumber: expect.stringMatching(new RegExp(`^INV-${YEAR}-\\d{4}$`)),
        finalizedAt: expect.stringMatching(ISO_DATE),
      });
      expect(res.body.lines).toEqual([
        {
          id: expect.any(String),
          itemId: blazer.id,
          name: 'Linen blazer',
          capturedQuantity: 2,
          unitPrice: '19.99',
          lineTotal: '39.98',
          feePctAtCapture: '12.50',
          lineServiceFee: '5.00',
          lineTaxes: '0.00',
          receiptUrlAtCapture: 'https://receipts.example.com/blazer.pdf',
          status: 'CAPTURED',
          capturedAt: expect.stringMatching(ISO_DATE),
          voidedAt: null,
        },
      ]);

      const views = await itemViews(taskId);
      expect(views.get(blazer.id)).toMatchObject({
        status: 'INVOICED_DUE',
        locked: true,
        qtyRemaining: 1,
        invoiceId: invoice.id,
      });
      expect(views.get(scarf.id)).toMatchObject({ status: 'DRAFT', locked: false, qtyRemaining: 1, invoiceId: null });
      // Locked: the item's own routes refuse changes now.
      const edit = await request(t.http)
        .put(`/api/items/${blazer.id}`)
        .set(bearer(cast.shopperA))
        .send({ name: 'Renamed', unitPrice: '1' })
        .expect(409);
      expect(edit.body.message).toBe('This item is on an invoice and can no longer be changed.');
      await expectTotalsMatchLines(invoice.id);
    });

    it('takes more of an item later, up to its quantity, with the prices frozen at each capture', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Wool socks', quantity: 3, unitPrice: '0.05' });
      const invoice = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 1 }] }).expect(200);
      // A price change behind the API's back must not touch what was billed.
      await items.update({ id: item.id }, { unitPrice: '0.04' });
      const res = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 2 }] }).expect(200);
      expect(res.body.lines.map((line: Record<string, string>) => [line.unitPrice, line.lineTotal])).toEqual([
        ['0.05', '0.05'],
        ['0.04', '0.08'],
      ]);
      // Fees per unit: 0.05 x 12.5 % = 0.00625 -> 0.01; 0.04 x 12.5 % = 0.005 -> 0.01, twice.
      expect(res.body.invoice).toMatchObject({ originalSubtotal: '0.13', serviceFee: '0.03', total: '0.16' });
      expect((await itemViews(taskId)).get(item.id)).toMatchObject({ qtyRemaining: 0, locked: true });

      const more = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 1 }] }).expect(409);
      expect(more.body.message).toBe('Nothing left to invoice for "Wool socks".');
      await expectTotalsMatchLines(invoice.id);
    });

    it('refuses more than remains, naming the item and what is left, and writes nothing', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Linen blazer', quantity: 2 });
      const other = await seedItem(t.app, taskId, { name: 'Belt', quantity: 1 });
      const invoice = await newInvoice(taskId);
      const res = await capture(cast.shopperA, taskId, {
        items: [
          { itemId: other.id, qtyCaptured: 1 },
          { itemId: item.id, qtyCaptured: 3 },
        ],
      }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Only 2 left to invoice for "Linen blazer".',
      });
      expect(await lines.countBy({ invoiceId: invoice.id })).toBe(0);
      expect((await items.findOneByOrFail({ id: other.id })).status).toBe('DRAFT');
      expect((await invoices.findOneByOrFail({ id: invoice.id })).total).toBe('0.00');
    });

    it.each<[string, object, string]>([
      ['no items field', {}, CAPTURE_NOTHING],
      ['an empty list', { items: [] }, CAPTURE_NOTHING],
      ['only zero quantities', { items: [{ itemId: 'ITEM', qtyCaptured: 0 }] }, CAPTURE_NOTHING],
      ['a negative quantity', { items: [{ itemId: 'ITEM', qtyCaptured: -1 }] }, 'Quantity cannot be negative'],
      ['a fractional quantity', { items: [{ itemId: 'ITEM', qtyCaptured: 0.5 }] }, 'Quantity must be a whole number'],
      ['a missing quantity', { items: [{ itemId: 'ITEM' }] }, 'Quantity must be a whole number'],
      ['a bad item id', { items: [{ itemId: 'nope', qtyCaptured: 1 }] }, 'Each selected item needs a valid itemId'],
      [
        'the same item twice',
        {
          items: [
            { itemId: 'ITEM', qtyCaptured: 1 },
            { itemId: 'ITEM', qtyCaptured: 1 },
          ],
        },
        'Each item can be selected only once',
      ],
    ])('refuses %s with 400', async (_case, body, message) => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { quantity: 2 });
      const invoice = await newInvoice(taskId);
      const res = await capture(cast.shopperA, taskId, JSON.parse(JSON.stringify(body).replaceAll('ITEM', item.id)));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
      expect(await lines.countBy({ invoiceId: invoice.id })).toBe(0);
    });

    it('takes item ids in either case', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { quantity: 2 });
      await newInvoice(taskId);
      const res = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id.toUpperCase(), qtyCaptured: 1 }] });
      expect(res.status).toBe(200);
      expect(res.body.lines[0]).toMatchObject({ itemId: item.id, capturedQuantity: 1 });
    });

    it("refuses an item of another task, even the same shopper's", async () => {
      const taskId = await newTask();
      const elsewhere = await seedItem(t.app, await newTask());
      await newInvoice(taskId);
      const res = await capture(cast.shopperA, taskId, { items: [{ itemId: elsewhere.id, qtyCaptured: 1 }] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Some selected items are not items of this task.');
      expect((await items.findOneByOrFail({ id: elsewhere.id })).status).toBe('DRAFT');
    });

    it('needs an open invoice', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId);
      const res = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 1 }] }).expect(409);
      expect(res.body.message).toBe('This task has no open invoice. Create the invoice first.');
    });

    it("is the task's shopper's alone", async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId);
      await newInvoice(taskId);
      const body = { items: [{ itemId: item.id, qtyCaptured: 1 }] };
      await capture(null, taskId, body).expect(401);
      await capture(cast.clientA, taskId, body).expect(403);
      await capture(cast.shopperB, taskId, body).expect(404);
      expect((await items.findOneByOrFail({ id: item.id })).status).toBe('DRAFT');
    });

    it('refuses a line or an invoice over $99,999,999.99 (DECIMAL(10,2)) with 400, writing nothing', async () => {
      const taskId = await newTask();
      const huge = await seedItem(t.app, taskId, { name: 'Yacht', quantity: 9999, unitPrice: '99999999.99' });
      const big = await seedItem(t.app, taskId, { name: 'Villa', quantity: 1, unitPrice: '60000000.00' });
      const bigger = await seedItem(t.app, taskId, { name: 'Island', quantity: 1, unitPrice: '50000000.00' });
      const invoice = await newInvoice(taskId);

      const line = await capture(cast.shopperA, taskId, { items: [{ itemId: huge.id, qtyCaptured: 2 }] }).expect(400);
      expect(line.body.message).toBe('The line total for "Yacht" would exceed $99,999,999.99.');
      // 60M + 7.5M fee fits; adding 50M + 6.25M does not.
      await capture(cast.shopperA, taskId, { items: [{ itemId: big.id, qtyCaptured: 1 }] }).expect(200);
      const total = await capture(cast.shopperA, taskId, { items: [{ itemId: bigger.id, qtyCaptured: 1 }] }).expect(
        400,
      );
      expect(total.body.message).toBe('The invoice total would exceed $99,999,999.99.');

      expect(await lines.countBy({ invoiceId: invoice.id })).toBe(1);
      expect((await invoices.findOneByOrFail({ id: invoice.id })).total).toBe('67500000.00');
      expect((await itemViews(taskId)).get(bigger.id)).toMatchObject({ status: 'DRAFT', qtyRemaining: 1 });
      await expectTotalsMatchLines(invoice.id);
    });
  });

  describe('POST /api/tasks/{id}/finalize', () => {
    it('captures the selection and stamps finalizedAt once', async () => {
      const taskId = await newTask();
      const a = await seedItem(t.app, taskId, { name: 'Coat', quantity: 2, unitPrice: '100.00' });
      const b = await seedItem(t.app, taskId, { name: 'Hat', quantity: 1, unitPrice: '20.00' });
      const invoice = await newInvoice(taskId);
      const res = await finalize(cast.shopperA, taskId, { selectedItems: [{ itemId: a.id, quantity: 2 }] }).expect(200);
      expect(res.body.invoice).toMatchObject({
        id: invoice.id,
        status: 'DUE',
        originalSubtotal: '200.00',
        serviceFee: '25.00',
        total: '225.00',
        finalizedAt: expect.stringMatching(ISO_DATE),
      });
      const finalizedAt = res.body.invoice.finalizedAt;
      const again = await finalize(cast.shopperA, taskId, { selectedItems: [{ itemId: b.id, quantity: 1 }] }).expect(
        200,
      );
      expect(again.body.invoice).toMatchObject({ finalizedAt, total: '247.50' });
      expect(again.body.lines.map((line: { name: string }) => line.name)).toEqual(['Coat', 'Hat']);
      await expectTotalsMatchLines(invoice.id);
    });

    it.each<[string, object, string]>([
      ['nothing selected', { selectedItems: [] }, FINALIZE_NOTHING],
      ['no selection field', {}, FINALIZE_NOTHING],
      ['a quantity of 0', { selectedItems: [{ itemId: 'ITEM', quantity: 0 }] }, 'Quantity must be at least 1'],
      [
        'capture’s field name',
        { selectedItems: [{ itemId: 'ITEM', qtyCaptured: 1 }] },
        'Quantity must be a whole number',
      ],
    ])('refuses %s with 400', async (_case, body, message) => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId);
      const invoice = await newInvoice(taskId);
      const res = await finalize(cast.shopperA, taskId, JSON.parse(JSON.stringify(body).replaceAll('ITEM', item.id)));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([message]);
      expect((await invoices.findOneByOrFail({ id: invoice.id })).finalizedAt).toBeNull();
    });

    it('refuses more than remains with 409 and does not stamp the invoice', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 1 });
      const invoice = await newInvoice(taskId);
      const res = await finalize(cast.shopperA, taskId, { selectedItems: [{ itemId: item.id, quantity: 2 }] });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only 1 left to invoice for "Coat".');
      expect((await invoices.findOneByOrFail({ id: invoice.id })).finalizedAt).toBeNull();
    });

    it("is the task's shopper's alone", async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId);
      await newInvoice(taskId);
      const body = { selectedItems: [{ itemId: item.id, quantity: 1 }] };
      await finalize(cast.clientA, taskId, body).expect(403);
      await finalize(cast.shopperB, taskId, body).expect(404);
    });
  });

  describe("the client's view", () => {
    it('has the invoice and its lines without any service-fee field, her amounts with the fee', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 1, unitPrice: '100.00' });
      await newInvoice(taskId);
      await finalize(cast.shopperA, taskId, { selectedItems: [{ itemId: item.id, quantity: 1 }] }).expect(200);
      const res = await read(cast.clientA, taskId).expect(200);
      expect(res.body.invoice).toMatchObject({
        status: 'DUE',
        originalSubtotal: '112.50',
        taxes: '0.00',
        total: '112.50',
      });
      expect(res.body.lines[0]).toMatchObject({ name: 'Coat', capturedQuantity: 1, lineTotal: '112.50' });
      for (const field of FEE_FIELDS) {
        expect(res.body.invoice).not.toHaveProperty(field);
        expect(res.body.lines[0]).not.toHaveProperty(field);
      }
      // The store price would let the fee be worked out, and would not add up to her line.
      expect(res.body.lines[0]).not.toHaveProperty('unitPrice');
      expect(JSON.stringify(res.body)).not.toContain('"12.50"');
    });

    it('adds up to the cent with awkward roundings: her lines sum to her subtotal, and with taxes to the total', async () => {
      // 7.25 % leaves a fraction of a cent on every one of these lines.
      const taskId = await newTask({ feePct: '7.25' });
      const bought = [
        { name: 'Silk scarf', quantity: 3, unitPrice: '19.99' },
        { name: 'Hair pin', quantity: 1, unitPrice: '0.07' },
        { name: 'Socks', quantity: 7, unitPrice: '3.33' },
        { name: 'Belt', quantity: 2, unitPrice: '45.55' },
        { name: 'Button', quantity: 9, unitPrice: '0.05' },
      ];
      const seeded = [];
      for (const fields of bought) seeded.push(await seedItem(t.app, taskId, fields));
      const invoice = await newInvoice(taskId);
      // Two captures, so the lines were rounded at different times.
      const selection = seeded.map((item) => ({ itemId: item.id, qtyCaptured: item.quantity }));
      await capture(cast.shopperA, taskId, { items: selection.slice(0, 2) }).expect(200);
      const shopperView = (await capture(cast.shopperA, taskId, { items: selection.slice(2) }).expect(200)).body;

      const hers = (await read(cast.clientA, taskId).expect(200)).body;
      const cents = (amounts: string[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);
      const herLines = hers.lines.map((line: { lineTotal: string }) => line.lineTotal);
      expect(herLines).toHaveLength(5);
      expect(cents(herLines)).toBe(toCents(hers.invoice.originalSubtotal));
      expect(toCents(hers.invoice.originalSubtotal) + toCents(hers.invoice.taxes)).toBe(toCents(hers.invoice.total));
      // What she is billed is what the shopper bills: each line is the shopper's line plus its own fee.
      expect(hers.invoice.total).toBe(shopperView.invoice.total);
      shopperView.lines.forEach((line: { lineTotal: string; lineServiceFee: string }, index: number) => {
        expect(toCents(herLines[index])).toBe(toCents(line.lineTotal) + toCents(line.lineServiceFee));
      });
      // Fees per unit: 19.99 + 1.45 (1.449275); 0.07 + 0.01 (0.005075); 3.33 + 0.24 (0.241425);
      // 45.55 + 3.30 (3.302375); 0.05 + 0.00 (0.003625), times the quantities.
      // Items seeded in the same millisecond have no set order among them: compare by name.
      const herLineByName = Object.fromEntries(
        hers.lines.map((line: { name: string; lineTotal: string }) => [line.name, line.lineTotal]),
      );
      expect(herLineByName).toEqual({
        'Silk scarf': '64.32',
        'Hair pin': '0.08',
        Socks: '24.99',
        Belt: '97.70',
        Button: '0.45',
      });
      expect(hers.invoice.total).toBe('187.54');

      // The printed invoice says the same, her unit prices and line amounts, and it is one
      // document: the shopper downloads exactly what the client does.
      const printed = async (account: TestAccount) =>
        (await request(t.http).get(`/api/invoices/${invoice.id}/pdf?format=html`).set(bearer(account)).expect(200))
          .text;
      const html = await printed(cast.clientA);
      for (const amount of ['$21.44', '$3.57', '$48.85', '$64.32', '$0.08', '$24.99', '$97.70', '$0.45', '$187.54']) {
        expect(html).toContain(amount);
      }
      expect(html).not.toContain('$59.97');
      expect(html).not.toMatch(/fee/i);
      expect(await printed(cast.shopperA)).toBe(html);
    });
  });

  describe('PATCH /api/invoices/{id}/pay', () => {
    it('marks the invoice PAID and its items paid for good', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 2 });
      const invoice = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 2 }] }).expect(200);

      await pay(cast.clientA, invoice.id).expect(403);
      expect((await pay(cast.shopperB, invoice.id).expect(404)).body.message).toBe('Invoice not found');
      await pay(cast.clientB, invoice.id).expect(404);
      await pay(null, invoice.id).expect(401);
      await pay(cast.shopperA, NO_UUID).expect(404);

      const res = await pay(cast.shopperA, invoice.id).expect(200);
      expect(res.body.invoice).toMatchObject({
        status: 'PAID',
        paidAt: expect.stringMatching(ISO_DATE),
        voidedAt: null,
      });
      expect(res.body.lines[0]).toMatchObject({ status: 'CAPTURED' });
      expect((await itemViews(taskId)).get(item.id)).toMatchObject({ status: 'INVOICED_PAID', locked: true });
      const removal = await request(t.http).delete(`/api/items/${item.id}`).set(bearer(cast.shopperA)).expect(409);
      expect(removal.body.message).toBe('This item has been paid and can no longer be changed.');
      await expectTotalsMatchLines(invoice.id);
    });

    it('is final: no second payment, no void, no more captures on it', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { quantity: 2 });
      const invoice = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 1 }] }).expect(200);
      await pay(cast.shopperA, invoice.id).expect(200);

      expect((await pay(cast.shopperA, invoice.id).expect(409)).body.message).toBe(PAID);
      expect((await voidIt(cast.shopperA, invoice.id).expect(409)).body.message).toBe(PAID);
      const more = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 1 }] }).expect(409);
      expect(more.body.message).toBe(NO_OPEN_INVOICE);
      expect((await invoices.findOneByOrFail({ id: invoice.id })).status).toBe('PAID');
      expect(await lines.countBy({ invoiceId: invoice.id })).toBe(1);
    });

    it('refuses to pay a draft: it has no lines until finalized', async () => {
      const invoice = await newInvoice(await newTask());
      const res = await pay(cast.shopperA, invoice.id).expect(409);
      expect(res.body.message).toBe(INVOICE_DRAFT);
    });
  });

  describe('PATCH /api/invoices/{id}/void', () => {
    it('voids the invoice and its lines and gives the items back their quantities', async () => {
      const taskId = await newTask();
      const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 3 });
      const hat = await seedItem(t.app, taskId, { name: 'Hat', quantity: 1 });
      const invoice = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);
      await capture(cast.shopperA, taskId, {
        items: [
          { itemId: coat.id, qtyCaptured: 1 },
          { itemId: hat.id, qtyCaptured: 1 },
        ],
      }).expect(200);

      await voidIt(cast.clientA, invoice.id).expect(403);
      await voidIt(cast.shopperB, invoice.id).expect(404);
      const res = await voidIt(cast.shopperA, invoice.id).expect(200);
      expect(res.body.invoice).toMatchObject({
        status: 'VOID',
        voidedAt: expect.stringMatching(ISO_DATE),
        paidAt: null,
      });
      expect(res.body.lines).toHaveLength(3);
      for (const line of res.body.lines) {
        expect(line).toMatchObject({ status: 'VOIDED', voidedAt: res.body.invoice.voidedAt });
      }
      const views = await itemViews(taskId);
      expect(views.get(coat.id)).toMatchObject({
        status: 'AVAILABLE',
        locked: false,
        qtyRemaining: 3,
        invoiceId: null,
      });
      expect(views.get(hat.id)).toMatchObject({ status: 'AVAILABLE', locked: false, qtyRemaining: 1, invoiceId: null });
      // The voided invoice stays on record, totals and all.
      await expectTotalsMatchLines(invoice.id);
      expect((await read(cast.shopperA, taskId).expect(200)).body.invoice).toMatchObject({
        id: invoice.id,
        status: 'VOID',
      });
      // Unlocked: the item can be edited again.
      await request(t.http)
        .put(`/api/items/${hat.id}`)
        .set(bearer(cast.shopperA))
        .send({ name: 'Straw hat', unitPrice: '12' })
        .expect(200);
    });

    it('is final, and a new invoice with the next number may follow', async () => {
      const taskId = await newTask();
      const item = await seedItem(t.app, taskId, { name: 'Coat', quantity: 2 });
      const { id } = await newInvoice(taskId);
      const captured = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 2 }] });
      const invoice = captured.body.invoice;
      await voidIt(cast.shopperA, invoice.id).expect(200);

      expect(invoice.id).toBe(id);
      expect((await voidIt(cast.shopperA, invoice.id).expect(409)).body.message).toBe(VOIDED);
      expect((await pay(cast.shopperA, invoice.id).expect(409)).body.message).toBe(VOIDED);

      // Her current invoice is none: a voided one is only listed.
      expect((await read(cast.clientA, taskId).expect(200)).body.invoice).toBeNull();
      const next = await newInvoice(taskId);
      expect(next.id).not.toBe(invoice.id);
      const recaptured = await capture(cast.shopperA, taskId, { items: [{ itemId: item.id, qtyCaptured: 2 }] }).expect(
        200,
      );
      expect(recaptured.body.invoice).toMatchObject({ id: next.id, originalSubtotal: '258.00' });
      const sequence = (number: string) => Number(number.split('-')[2]);
      expect(sequence(recaptured.body.invoice.invoiceNumber)).toBe(sequence(invoice.invoiceNumber) + 1);
      expect((await read(cast.clientA, taskId).expect(200)).body.invoice).toMatchObject({ id: next.id, status: 'DUE' });
      expect((await itemViews(taskId)).get(item.id)).toMatchObject({ qtyRemaining: 0, invoiceId: next.id });
      expect(await invoices.countBy({ taskId })).toBe(2);
    });
  });

  describe('several invoices per task, one DUE at most', () => {
    const list = (account: TestAccount | null, taskId: string) =>
      as(account, request(t.http).get(`/api/tasks/${taskId}/invoices`));

    it('bills what is left after a PAID invoice on a new one, which becomes the current invoice', async () => {
      const taskId = await newTask();
      const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 2, unitPrice: '100.00' });
      await newInvoice(taskId);
      const first = (await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200))
        .body.invoice;
      await pay(cast.shopperA, first.id).expect(200);
      expect((await itemViews(taskId)).get(coat.id)).toMatchObject({
        status: 'INVOICED_PAID',
        locked: true,
        qtyRemaining: 1,
      });

      const second = (await create(cast.shopperA, taskId).expect(201)).body.invoice;
      expect(second).toMatchObject({ status: 'DRAFT', total: '0.00' });
      expect((await read(cast.shopperA, taskId).expect(200)).body.invoice).toMatchObject({ id: second.id });
      // Until it is finalized, her current invoice is still the paid one.
      expect((await read(cast.clientA, taskId).expect(200)).body.invoice).toMatchObject({ id: first.id });

      const billed = await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);
      expect(billed.body.invoice).toMatchObject({ id: second.id, originalSubtotal: '100.00', total: '112.50' });
      const sequence = (invoice: { invoiceNumber: string }) => Number(invoice.invoiceNumber.split('-')[2]);
      expect(sequence(billed.body.invoice)).toBe(sequence(first) + 1);
      expect((await read(cast.clientA, taskId).expect(200)).body.invoice).toMatchObject({ id: second.id });
      expect((await itemViews(taskId)).get(coat.id)).toMatchObject({
        status: 'INVOICED_DUE',
        qtyRemaining: 0,
        invoiceId: second.id,
      });
      const more = await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(409);
      expect(more.body.message).toBe('Nothing left to invoice for "Coat".');

      await pay(cast.shopperA, second.id).expect(200);
      expect((await itemViews(taskId)).get(coat.id)).toMatchObject({ status: 'INVOICED_PAID', qtyRemaining: 0 });
      expect(await invoices.findBy({ taskId })).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: first.id, status: 'PAID', total: '112.50' }),
          expect.objectContaining({ id: second.id, status: 'PAID', total: '112.50' }),
        ]),
      );
      await expectTotalsMatchLines(first.id);
      await expectTotalsMatchLines(second.id);
    });

    it('refuses a new invoice while the one after a PAID invoice is DUE', async () => {
      const taskId = await newTask();
      const coat = await seedItem(t.app, taskId, { quantity: 2 });
      const first = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);
      await pay(cast.shopperA, first.id).expect(200);
      await newInvoice(taskId);
      const second = (await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] })).body
        .invoice;

      const refused = await create(cast.shopperA, taskId).expect(409);
      expect(refused.body.message).toBe(stillDue(second.invoiceNumber));
      expect(await invoices.countBy({ taskId, status: 'DUE' })).toBe(1);
    });

    it('voiding a later invoice gives a partly paid item back its paid status and the quantity it held', async () => {
      const taskId = await newTask();
      const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 3 });
      const first = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);
      await pay(cast.shopperA, first.id).expect(200);
      const second = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 2 }] }).expect(200);

      await voidIt(cast.shopperA, second.id).expect(200);
      expect((await itemViews(taskId)).get(coat.id)).toMatchObject({
        status: 'INVOICED_PAID',
        locked: true,
        qtyRemaining: 2,
        invoiceId: first.id,
      });
      // After a VOID one, a third invoice bills the rest.
      const third = await newInvoice(taskId);
      const billed = await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 2 }] }).expect(200);
      expect(billed.body.invoice).toMatchObject({ id: third.id, originalSubtotal: '258.00' });
      expect((await read(cast.clientA, taskId).expect(200)).body.invoice).toMatchObject({
        id: third.id,
        status: 'DUE',
      });
    });

    it('lists every invoice of the task newest first, to each party in their own view', async () => {
      const taskId = await newTask();
      const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 3, unitPrice: '10.01' });
      const paid = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);
      await pay(cast.shopperA, paid.id).expect(200);
      const voided = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 2 }] }).expect(200);
      await voidIt(cast.shopperA, voided.id).expect(200);
      const due = await newInvoice(taskId);
      await capture(cast.shopperA, taskId, { items: [{ itemId: coat.id, qtyCaptured: 1 }] }).expect(200);

      const shopperList = (await list(cast.shopperA, taskId).expect(200)).body;
      expect(shopperList.map((entry: { invoice: { id: string; status: string } }) => entry.invoice)).toEqual([
        expect.objectContaining({ id: due.id, status: 'DUE', originalSubtotal: '10.01', serviceFee: '1.25' }),
        expect.objectContaining({ id: voided.id, status: 'VOID', originalSubtotal: '20.02', serviceFee: '2.50' }),
        expect.objectContaining({ id: paid.id, status: 'PAID', originalSubtotal: '10.01', serviceFee: '1.25' }),
      ]);
      expect(shopperList[1].lines).toEqual([
        expect.objectContaining({ capturedQuantity: 2, unitPrice: '10.01', lineTotal: '20.02', status: 'VOIDED' }),
      ]);
      // Each entry is what GET .../invoice answers for it.
      expect(shopperList[0]).toEqual((await read(cast.shopperA, taskId).expect(200)).body);

      const clientList = (await list(cast.clientA, taskId).expect(200)).body;
      expect(clientList.map((entry: { invoice: { id: string } }) => entry.invoice.id)).toEqual([
        due.id,
        voided.id,
        paid.id,
      ]);
      expect(clientList[1]).toEqual({
        invoice: expect.objectContaining({ status: 'VOID', originalSubtotal: '22.52', total: '22.52' }),
        lines: [expect.objectContaining({ name: 'Coat', capturedQuantity: 2, lineTotal: '22.52', status: 'VOIDED' })],
        creditNotes: [],
        netTotal: '22.52',
        payments: [],
        amountPaid: '0.00',
        balanceDue: '0.00',
        refunds: [],
        owedBack: '0.00',
      });
      expect(clientList[0]).toEqual((await read(cast.clientA, taskId).expect(200)).body);
      for (const entry of clientList) {
        for (const field of [...FEE_FIELDS, 'unitPrice']) {
          expect(entry.invoice).not.toHaveProperty(field);
          for (const line of entry.lines) expect(line).not.toHaveProperty(field);
        }
      }

      await list(null, taskId).expect(401);
      expect((await list(cast.shopperB, taskId).expect(404)).body.message).toBe('Task not found');
      await list(cast.clientB, taskId).expect(404);
      expect((await list(cast.shopperA, await newTask()).expect(200)).body).toEqual([]);
    });
  });
});
