import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import { Item, type ItemStatus } from '../src/modules/items/entities/item.entity';
import { ItemFeedback } from '../src/modules/items/entities/item-feedback.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f-]{36}$/;
const LOCKED = 'This item is on an invoice and can no longer be changed.';
const PAID = 'This item has been paid and can no longer be changed.';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('items: POST /api/tasks/{id}/items, PUT and DELETE /api/items/{id}', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let items: Repository<Item>;
  let feedback: Repository<ItemFeedback>;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    items = t.app.get(DataSource).getRepository(Item);
    feedback = t.app.get(DataSource).getRepository(ItemFeedback);
  });
  afterAll(() => t.close());

  const create = (account: TestAccount | null, body: object, task = taskId) => {
    const call = request(t.http).post(`/api/tasks/${task}/items`);
    return account ? call.set(bearer(account)).send(body) : call.send(body);
  };
  const update = (account: TestAccount | null, id: string, body: object) => {
    const call = request(t.http).put(`/api/items/${id}`);
    return account ? call.set(bearer(account)).send(body) : call.send(body);
  };
  const remove = (account: TestAccount | null, id: string) => {
    const call = request(t.http).delete(`/api/items/${id}`);
    return account ? call.set(bearer(account)) : call;
  };
  const setStatus = (id: string, status: ItemStatus) => items.update({ id }, { status });
  const newItem = (overrides: Partial<Item> = {}) => seedItem(t.app, taskId, overrides);

  describe('POST /api/tasks/{id}/items', () => {
    it('creates an item with every field and answers it with its derived fields', async () => {
      const res = await create(cast.shopperA, {
        name: 'Linen blazer',
        brand: 'Zara',
        store: 'Nordstrom',
        quantity: 2,
        unitPrice: '129.5',
        link: 'https://shop.example.com/blazer?id=7',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        taskId,
        name: 'Linen blazer',
        brand: 'Zara',
        store: 'Nordstrom',
        link: 'https://shop.example.com/blazer?id=7',
        quantity: 2,
        unitPrice: '129.50',
        imageUrls: [],
        images: [],
        receiptUrl: null,
        aiSummary: null,
        shopperNote: null,
        status: 'DRAFT',
        locked: false,
        qtyRemaining: 2,
        qtyCredited: 0,
        invoiceId: null,
        feedback: { likes: 0, dislikes: 0, userFeedback: null },
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      const stored = await items.findOneBy({ id: res.body.id });
      expect(stored).toMatchObject({ name: 'Linen blazer', quantity: 2, unitPrice: '129.50', status: 'DRAFT' });
    });

    it('defaults the quantity to 1, stores blank optional fields as null and trims the name', async () => {
      const res = await create(cast.shopperA, {
        name: '  Silk scarf ',
        brand: '   ',
        store: '',
        link: '',
        unitPrice: 0,
      }).expect(201);
      expect(res.body).toMatchObject({
        name: 'Silk scarf',
        brand: null,
        store: null,
        link: null,
        quantity: 1,
        unitPrice: '0.00',
        qtyRemaining: 1,
      });
    });

    it('takes the price as a number or a string with up to two decimals', async () => {
      expect((await create(cast.shopperA, { name: 'A', unitPrice: 12.5 }).expect(201)).body.unitPrice).toBe('12.50');
      expect((await create(cast.shopperA, { name: 'B', unitPrice: '0.07' }).expect(201)).body.unitPrice).toBe('0.07');
      expect((await create(cast.shopperA, { name: 'C', unitPrice: '99999999.99' }).expect(201)).body.unitPrice).toBe(
        '99999999.99',
      );
    });

    it('keeps quotes, emoji and HTML in text byte for byte', async () => {
      const name = `<script>alert("x")</script> 'Ünïcödé' "dress" 👗🏽 & <b>bold</b>`;
      const brand = 'Maison « Élan » — 東京';
      const res = await create(cast.shopperA, { name, brand, store: "O'Brien & Sons <br>", unitPrice: '1' }).expect(
        201,
      );
      expect(res.body).toMatchObject({ name, brand, store: "O'Brien & Sons <br>" });
      const stored = await items.findOneBy({ id: res.body.id });
      expect(Buffer.from(stored!.name)).toEqual(Buffer.from(name));
      expect(Buffer.from(stored!.brand!)).toEqual(Buffer.from(brand));
    });

    it.each([
      ['no name', { unitPrice: '1' }, 'Item name is required'],
      ['a blank name', { name: '   ', unitPrice: '1' }, 'Item name is required'],
      ['a name that is not text', { name: 42, unitPrice: '1' }, 'Item name is required'],
      ['a long name', { name: 'x'.repeat(201), unitPrice: '1' }, 'Item name must be at most 200 characters'],
      ['a long brand', { name: 'A', brand: 'x'.repeat(201), unitPrice: '1' }, 'Brand must be at most 200 characters'],
      ['a long store', { name: 'A', store: 'x'.repeat(201), unitPrice: '1' }, 'Store must be at most 200 characters'],
      ['no price', { name: 'A' }, 'Price is required'],
      ['a null price', { name: 'A', unitPrice: null }, 'Price is required'],
      ['a negative price', { name: 'A', unitPrice: -1 }, 'Price must be 0 or more with at most two decimals'],
      ['three decimals', { name: 'A', unitPrice: '1.234' }, 'Price must be 0 or more with at most two decimals'],
      ['a float artefact', { name: 'A', unitPrice: 0.1 + 0.2 }, 'Price must be 0 or more with at most two decimals'],
      ['a word as price', { name: 'A', unitPrice: 'cheap' }, 'Price must be 0 or more with at most two decimals'],
      ['an exponent', { name: 'A', unitPrice: '1e3' }, 'Price must be 0 or more with at most two decimals'],
      ['a price too high', { name: 'A', unitPrice: '100000000' }, 'Price must be at most 99999999.99'],
      ['quantity 0', { name: 'A', unitPrice: '1', quantity: 0 }, 'Quantity must be at least 1'],
      ['a negative quantity', { name: 'A', unitPrice: '1', quantity: -3 }, 'Quantity must be at least 1'],
      ['a fractional quantity', { name: 'A', unitPrice: '1', quantity: 1.5 }, 'Quantity must be a whole number'],
      ['a quantity as text', { name: 'A', unitPrice: '1', quantity: '2' }, 'Quantity must be a whole number'],
      ['a null quantity', { name: 'A', unitPrice: '1', quantity: null }, 'Quantity must be a whole number'],
      ['a huge quantity', { name: 'A', unitPrice: '1', quantity: 10000 }, 'Quantity must be at most 9999'],
      ['a link without scheme', { name: 'A', unitPrice: '1', link: 'shop.example.com/x' }, 'Invalid link'],
      ['a javascript: link', { name: 'A', unitPrice: '1', link: 'javascript:alert(1)' }, 'Invalid link'],
      ['an ftp link', { name: 'A', unitPrice: '1', link: 'ftp://example.com/x' }, 'Invalid link'],
      ['a link that is not text', { name: 'A', unitPrice: '1', link: 7 }, 'Invalid link'],
      [
        'a long link',
        { name: 'A', unitPrice: '1', link: `https://example.com/${'x'.repeat(2048)}` },
        'Link must be at most 2048 characters',
      ],
    ])('refuses %s', async (_case, body, message) => {
      const before = await items.countBy({ taskId });
      const res = await create(cast.shopperA, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
      expect(await items.countBy({ taskId })).toBe(before);
    });

    it('ignores fields that are not the form', async () => {
      const res = await create(cast.shopperA, {
        name: 'A',
        unitPrice: '1',
        status: 'INVOICED_PAID',
        aiSummary: 'injected',
        imageUrls: ['https://example.com/a.png'],
        taskId: 'elsewhere',
      }).expect(201);
      expect(res.body).toMatchObject({ status: 'DRAFT', aiSummary: null, imageUrls: [], taskId });
    });

    it('is for the task shopper only', async () => {
      const body = { name: 'A', unitPrice: '1' };
      await create(null, body).expect(401);
      const asClient = await create(cast.clientA, body).expect(403);
      expect(asClient.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Only the shopper of this task can do this',
      });
      expect((await create(cast.shopperB, body).expect(404)).body.message).toBe('Task not found');
      await create(cast.clientB, body).expect(404);
      await create(cast.shopperA, body, '00000000-0000-4000-8000-000000000000').expect(404);
    });
  });

  describe('PUT /api/items/{id}', () => {
    it('replaces the fields and answers the item', async () => {
      const item = await newItem({ brand: 'Old brand', store: 'Old store', link: 'https://old.example.com' });
      const res = await update(cast.shopperA, item.id, {
        name: 'Wool coat',
        brand: 'Mango',
        quantity: 3,
        unitPrice: 80,
      }).expect(200);
      expect(res.body).toMatchObject({
        id: item.id,
        name: 'Wool coat',
        brand: 'Mango',
        // The form sends every field: one left out is cleared, as an empty one.
        store: null,
        link: null,
        quantity: 3,
        unitPrice: '80.00',
        qtyRemaining: 3,
        locked: false,
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body.createdAt).getTime());
      expect(await items.findOneBy({ id: item.id })).toMatchObject({ name: 'Wool coat', store: null, quantity: 3 });
    });

    it('keeps photos, receipt, summary and status', async () => {
      const item = await newItem({
        imageUrls: ['https://cdn.example.com/a.jpg'],
        receiptUrl: 'https://cdn.example.com/r.pdf',
        aiSummary: 'A summary',
        status: 'READY',
      });
      const res = await update(cast.shopperA, item.id, { name: 'Renamed', unitPrice: '5' }).expect(200);
      expect(res.body).toMatchObject({
        imageUrls: ['https://cdn.example.com/a.jpg'],
        receiptUrl: 'https://cdn.example.com/r.pdf',
        aiSummary: 'A summary',
        status: 'READY',
      });
    });

    it('validates like creation', async () => {
      const item = await newItem();
      const res = await update(cast.shopperA, item.id, { name: '', unitPrice: '1' }).expect(400);
      expect(res.body.message).toEqual(['Item name is required']);
      expect((await update(cast.shopperA, item.id, { name: 'A' }).expect(400)).body.message).toEqual([
        'Price is required',
      ]);
      expect((await items.findOneBy({ id: item.id }))!.name).toBe('Linen blazer');
    });

    it('is for the task shopper only', async () => {
      const item = await newItem();
      const body = { name: 'Taken over', unitPrice: '1' };
      await update(null, item.id, body).expect(401);
      await update(cast.clientA, item.id, body).expect(403);
      expect((await update(cast.shopperB, item.id, body).expect(404)).body.message).toBe('Item not found');
      await update(cast.clientB, item.id, body).expect(404);
      expect((await update(cast.shopperA, '00000000-0000-4000-8000-000000000000', body).expect(404)).body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Item not found',
      });
      expect((await items.findOneBy({ id: item.id }))!.name).toBe('Linen blazer');
    });
  });

  describe('DELETE /api/items/{id}', () => {
    it('deletes the item and its feedback', async () => {
      const item = await newItem();
      await feedback.save({ itemId: item.id, userId: cast.clientA.id, isLiked: true });
      const res = await remove(cast.shopperA, item.id).expect(204);
      expect(res.text).toBe('');
      expect(await items.findOneBy({ id: item.id })).toBeNull();
      expect(await feedback.countBy({ itemId: item.id })).toBe(0);
      await remove(cast.shopperA, item.id).expect(404);
    });

    it('is for the task shopper only', async () => {
      const item = await newItem();
      await remove(null, item.id).expect(401);
      await remove(cast.clientA, item.id).expect(403);
      await remove(cast.shopperB, item.id).expect(404);
      await remove(cast.clientB, item.id).expect(404);
      expect(await items.findOneBy({ id: item.id })).not.toBeNull();
    });
  });

  describe('locked and paid items', () => {
    it.each<[ItemStatus, string]>([
      ['INVOICED_DUE', LOCKED],
      ['CREDITED', LOCKED],
      ['INVOICED_PAID', PAID],
    ])('refuses to edit, delete or give files to a %s item (409)', async (status, message) => {
      const item = await newItem({ status });
      const conflict = { statusCode: 409, error: 'Conflict', message };
      expect((await update(cast.shopperA, item.id, { name: 'Changed', unitPrice: '1' }).expect(409)).body).toEqual(
        conflict,
      );
      expect((await remove(cast.shopperA, item.id).expect(409)).body).toEqual(conflict);
      const files = await request(t.http)
        .put(`/api/items/${item.id}/files`)
        .set(bearer(cast.shopperA))
        .send({ imageUrls: ['https://cdn.example.com/new.jpg'], receiptUrl: null })
        .expect(409);
      expect(files.body).toEqual(conflict);
      expect(await items.findOneBy({ id: item.id })).toMatchObject({
        name: 'Linen blazer',
        unitPrice: '129.00',
        imageUrls: [],
        status,
      });
    });

    it('still answers 403 to the client and 404 to others before the state', async () => {
      const item = await newItem({ status: 'INVOICED_PAID' });
      await update(cast.clientA, item.id, { name: 'X', unitPrice: '1' }).expect(403);
      await remove(cast.shopperB, item.id).expect(404);
    });

    it('opens again once the status is back to open', async () => {
      const item = await newItem({ status: 'INVOICED_DUE' });
      await setStatus(item.id, 'AVAILABLE');
      const res = await update(cast.shopperA, item.id, { name: 'Edited', unitPrice: '2' }).expect(200);
      expect(res.body).toMatchObject({ name: 'Edited', status: 'AVAILABLE', locked: false });
    });
  });

  describe('fields derived from invoices and feedback', () => {
    let invoiceNumber = 0;

    const seedInvoice = (status: Invoice['status']) =>
      t.app
        .get(DataSource)
        .getRepository(Invoice)
        .save({
          taskId,
          shopperId: cast.shopperA.id,
          invoiceNumber: `INV-TEST-${++invoiceNumber}`,
          feePct: '12.50',
          status,
        });
    const seedLine = (invoiceId: string, itemId: string, capturedQuantity: number, status: InvoiceLine['status']) =>
      t.app.get(DataSource).getRepository(InvoiceLine).save({
        invoiceId,
        itemId,
        capturedQuantity,
        unitPrice: '10.00',
        lineTotal: '10.00',
        feePctAtCapture: '12.50',
        lineServiceFee: '1.25',
        status,
      });

    it('answers the remaining quantity, the invoice, the lock and the feedback counts', async () => {
      const item = await newItem({ quantity: 5, status: 'AVAILABLE' });
      const due = await seedInvoice('DUE');
      await seedLine(due.id, item.id, 2, 'CAPTURED');
      const voided = await seedInvoice('VOID');
      await seedLine(voided.id, item.id, 3, 'VOIDED');
      await feedback.save({ itemId: item.id, userId: cast.clientA.id, isLiked: false });
      const res = await update(cast.shopperA, item.id, { name: 'Still open', quantity: 5, unitPrice: '10' }).expect(
        200,
      );
      expect(res.body).toMatchObject({
        qtyRemaining: 3,
        invoiceId: due.id,
        locked: false,
        feedback: { likes: 0, dislikes: 1, userFeedback: null },
      });
    });

    it('refuses to delete an item that a (voided) invoice line still names', async () => {
      const item = await newItem({ status: 'AVAILABLE' });
      const voided = await seedInvoice('VOID');
      await seedLine(voided.id, item.id, 1, 'VOIDED');
      const res = await remove(cast.shopperA, item.id).expect(409);
      expect(res.body.message).toBe('This item appears on an invoice and cannot be deleted.');
      expect(await items.findOneBy({ id: item.id })).not.toBeNull();
    });
  });
});
