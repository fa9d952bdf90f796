import request from 'supertest';
import { DataSource } from 'typeorm';
import { ReadCache } from '../src/common/read-cache/read-cache';
import { TenantDataVersions } from '../src/common/tenant-data/tenant-data-versions';
import { Category } from '../src/modules/categories/category.entity';
import { billingMonths } from '../src/modules/dashboards/billing-months';
import { ImageComment } from '../src/modules/image-comments/entities/image-comment.entity';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import { Item } from '../src/modules/items/entities/item.entity';
import { ShopTask } from '../src/modules/tasks/task.entity';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { countQueries } from './support/query-counter';
import { InlineJobQueue } from '../src/infra/queue/inline-job-queue';
import { JobQueue } from '../src/infra/queue/job-queue';
import { seedItem, seedRecipient, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface Shop {
  shopper: TestAccount;
  clients: TestAccount[];
}

/**
 * Issue 22: GET /api/dashboard/shopper and GET /api/dashboard/client. Each scenario has a
 * shop of its own (a shopper and her clients), so no scenario sees another's data.
 */
describe('dashboards', () => {
  let t: TestApp;
  let db: DataSource;
  let clothingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    clothingId = (await db.getRepository(Category).findOneByOrFail({ key: 'CLOTHING' })).id;
  });
  afterAll(() => t.close());

  async function newShop(clientNames: string[]): Promise<Shop> {
    const shopper = await registerShopper(t.http, { displayName: 'Avery Shopper' });
    const clients: TestAccount[] = [];
    for (const displayName of clientNames)
      clients.push(await registerClient(t.http, { shopperId: shopper.id, displayName }));
    return { shopper, clients };
  }

  const get = (account: TestAccount, path: string) => request(t.http).get(path).set(bearer(account));
  const shopperDashboard = async (account: TestAccount) =>
    (await get(account, '/api/dashboard/shopper').expect(200)).body;
  const clientDashboard = async (account: TestAccount) =>
    (await get(account, '/api/dashboard/client').expect(200)).body;
  const post = (account: TestAccount, path: string, body: object = {}) =>
    request(t.http).post(path).set(bearer(account)).send(body);

  const newTask = async (shop: Shop, client: TestAccount, overrides: Partial<ShopTask> = {}) =>
    seedTask(t.app, { shopperId: shop.shopper.id, clientId: client.id }, overrides);

  /** Creates the task's invoice, captures `quantity` of each item and answers the invoice's id. */
  async function invoiceItems(shopper: TestAccount, taskId: string, captures: [itemId: string, quantity: number][]) {
    const invoice = (await post(shopper, `/api/tasks/${taskId}/invoice`).expect(201)).body.invoice;
    await post(shopper, `/api/tasks/${taskId}/invoice/capture-items`, {
      items: captures.map(([itemId, qtyCaptured]) => ({ itemId, qtyCaptured })),
    }).expect(200);
    return invoice.id as string;
  }
  const pay = (shopper: TestAccount, invoiceId: string) =>
    request(t.http).patch(`/api/invoices/${invoiceId}/pay`).set(bearer(shopper)).expect(200);
  const voidInvoice = (shopper: TestAccount, invoiceId: string) =>
    request(t.http).patch(`/api/invoices/${invoiceId}/void`).set(bearer(shopper)).expect(200);

  /** Rows changed behind the api's back: their tenant's kept answers must go, as a write does. */
  const forgetKeptAnswers = (shop: Shop) => t.app.get(TenantDataVersions).raise(shop.shopper.id);

  describe('money, in exact cents', () => {
    let shop: Shop;
    let other: Shop;
    const ids: Record<string, string> = {};
    const twoMonthsAgo = billingMonths(new Date())[3]!;

    beforeAll(async () => {
      shop = await newShop(['Casey Client', 'Eli Client']);
      other = await newShop(['Drew Client']);
      const [casey, eli] = shop.clients as [TestAccount, TestAccount];

      // Casey: 3 of an item at 19.99 and the default 12.50 % fee, billed 2 then 1.
      const coats = await newTask(shop, casey, { title: 'Winter coats' });
      const coat = await seedItem(t.app, coats.id, { name: 'Coat', quantity: 3, unitPrice: '19.99' });
      ids.paidNow = await invoiceItems(shop.shopper, coats.id, [[coat.id, 2]]); // 39.98 + 5.00 = 44.98
      await pay(shop.shopper, ids.paidNow);
      ids.caseyDue = await invoiceItems(shop.shopper, coats.id, [[coat.id, 1]]); // 19.99 + 2.50 = 22.49
      ids.coatsTask = coats.id;

      // Eli: a 10 % task whose fees round half away from zero, per line.
      const gifts = await newTask(shop, eli, { title: 'Birthday gifts', feePct: '10.00' });
      const card = await seedItem(t.app, gifts.id, { name: 'Card', quantity: 1, unitPrice: '0.05' });
      const scarf = await seedItem(t.app, gifts.id, { name: 'Scarf', quantity: 2, unitPrice: '33.33' });
      // 0.05 + 0.01 + 33.33 + 3.33 = 36.72
      ids.eliDue = await invoiceItems(shop.shopper, gifts.id, [
        [card.id, 1],
        [scarf.id, 1],
      ]);
      ids.giftsTask = gifts.id;

      // Eli: a voided invoice bills nothing; its item billed again and paid two months ago.
      const lamp = await newTask(shop, eli, { title: 'Reading lamp' });
      const lampItem = await seedItem(t.app, lamp.id, { name: 'Lamp', quantity: 1, unitPrice: '100.00' });
      await voidInvoice(shop.shopper, await invoiceItems(shop.shopper, lamp.id, [[lampItem.id, 1]]));
      ids.paidBefore = await invoiceItems(shop.shopper, lamp.id, [[lampItem.id, 1]]); // 100.00 + 12.50 = 112.50
      await pay(shop.shopper, ids.paidBefore);
      const then = new Date(twoMonthsAgo.start.getTime() + 14 * DAY_MS);
      await db.getRepository(Invoice).update({ id: ids.paidBefore }, { paidAt: then });
      await db.getRepository(InvoiceLine).update({ invoiceId: ids.paidBefore }, { capturedAt: then });
      await forgetKeptAnswers(shop);

      // Another shopper's billing, which must not count.
      const elsewhere = await newTask(other, other.clients[0]!, { title: 'Elsewhere' });
      const vase = await seedItem(t.app, elsewhere.id, { name: 'Vase', quantity: 1, unitPrice: '50.00' });
      await invoiceItems(other.shopper, elsewhere.id, [[vase.id, 1]]);
    });

    it("sums the shopper's DUE, billed, paid and fees from the lines, VOID left out", async () => {
      const { money } = await shopperDashboard(shop.shopper);
      expect(money).toMatchObject({
        outstanding: '59.21',
        outstandingCount: 2,
        billedThisMonth: '104.19',
        paidThisMonth: '44.98',
        feesThisMonth: '5.00',
      });
      expect(money.months).toHaveLength(6);
      expect(money.months[5]).toEqual({ month: billingMonths(new Date())[5]!.month, billed: '104.19', paid: '44.98' });
      expect(money.months[3]).toEqual({ month: twoMonthsAgo.month, billed: '112.50', paid: '112.50' });
      for (const index of [0, 1, 2, 4]) expect(money.months[index]).toMatchObject({ billed: '0.00', paid: '0.00' });
    });

    it('gives each client her outstanding balance and last activity, and nothing of other shops', async () => {
      const [casey, eli] = shop.clients as [TestAccount, TestAccount];
      const { clients } = await shopperDashboard(shop.shopper);
      const byId = new Map(clients.map((entry: { clientId: string }) => [entry.clientId, entry]));
      expect(clients).toHaveLength(2);
      expect(byId.get(casey.id)).toMatchObject({ outstanding: '22.49' });
      expect(byId.get(eli.id)).toMatchObject({ outstanding: '36.72' });
      for (const entry of clients) expect(Date.now() - Date.parse(entry.lastActivityAt)).toBeLessThan(10 * MINUTE_MS);

      const elsewhere = await shopperDashboard(other.shopper);
      expect(elsewhere.money).toMatchObject({ outstanding: '56.25', outstandingCount: 1, paidThisMonth: '0.00' });
      expect(elsewhere.clients).toEqual([expect.objectContaining({ clientId: other.clients[0]!.id })]);
    });

    it("lists the client's DUE invoices at her totals, and her paid ones, the latest first", async () => {
      const [casey, eli] = shop.clients as [TestAccount, TestAccount];
      const forCasey = await clientDashboard(casey);
      expect(forCasey).toMatchObject({
        amountDue: '22.49',
        dueInvoices: [{ invoiceId: ids.caseyDue, taskId: ids.coatsTask, taskTitle: 'Winter coats', total: '22.49' }],
        recentlyPaid: [{ invoiceId: ids.paidNow, total: '44.98' }],
      });
      expect(forCasey.dueInvoices[0].invoiceNumber).toMatch(/\S/);
      // The total she reads on the invoice itself.
      const herView = (await get(casey, `/api/tasks/${ids.coatsTask}/invoice`).expect(200)).body;
      expect(herView.invoice.total).toBe(forCasey.dueInvoices[0].total);

      const forEli = await clientDashboard(eli);
      expect(forEli).toMatchObject({
        amountDue: '36.72',
        dueInvoices: [{ invoiceId: ids.eliDue, taskId: ids.giftsTask, total: '36.72', paidAt: null }],
        recentlyPaid: [{ invoiceId: ids.paidBefore, taskTitle: 'Reading lamp', total: '112.50' }],
      });
      expect((await clientDashboard(other.clients[0]!)).dueInvoices).toEqual([
        expect.objectContaining({ total: '56.25' }),
      ]);
    });
  });

  describe('money net of returns', () => {
    it('takes credit notes off what is billed, outstanding, paid and earned, for both roles', async () => {
      const shop = await newShop(['Casey Client']);
      const casey = shop.clients[0]!;
      const returnOf = (invoiceId: string, itemId: string) =>
        post(shop.shopper, `/api/invoices/${invoiceId}/credit-notes`, { lines: [{ itemId, quantity: 1 }] }).expect(201);

      // Paid this month: 3 x 19.99 + 7.50 = 67.47; one coat back: 19.99 + 2.50 = 22.49.
      const coats = await newTask(shop, casey, { title: 'Winter coats' });
      const coat = await seedItem(t.app, coats.id, { name: 'Coat', quantity: 3, unitPrice: '19.99' });
      const paid = await invoiceItems(shop.shopper, coats.id, [[coat.id, 3]]);
      await pay(shop.shopper, paid);
      await returnOf(paid, coat.id);
      // Still due: 2 x (45.00 + 5.63) = 101.26 (5.625 a unit, rounded up); one scarf back: 50.63.
      const scarves = await newTask(shop, casey, { title: 'Silk scarves' });
      const scarf = await seedItem(t.app, scarves.id, { name: 'Scarf', quantity: 2, unitPrice: '45.00' });
      const due = await invoiceItems(shop.shopper, scarves.id, [[scarf.id, 2]]);
      await returnOf(due, scarf.id);

      const { money, clients } = await shopperDashboard(shop.shopper);
      expect(money).toMatchObject({
        outstanding: '50.63',
        outstandingCount: 1,
        billedThisMonth: '95.61',
        paidThisMonth: '44.98',
        feesThisMonth: '5.00',
      });
      expect(clients).toEqual([expect.objectContaining({ clientId: casey.id, outstanding: '50.63' })]);
      const forCasey = await clientDashboard(casey);
      expect(forCasey).toMatchObject({
        amountDue: '50.63',
        dueInvoices: [{ invoiceId: due, total: '50.63' }],
        recentlyPaid: [{ invoiceId: paid, total: '44.98' }],
      });
      // The same net figure the task's invoice gives her.
      expect((await get(casey, `/api/tasks/${scarves.id}/invoice`).expect(200)).body.netTotal).toBe('50.63');
    });

    it('takes part payments off what is outstanding and owed, not off what was billed or paid', async () => {
      const shop = await newShop(['Casey Client']);
      const casey = shop.clients[0]!;
      // 2 x (45.00 + 5.63) = 101.26 due; 60.00 received by Zelle leaves 41.26.
      const scarves = await newTask(shop, casey, { title: 'Silk scarves' });
      const scarf = await seedItem(t.app, scarves.id, { name: 'Scarf', quantity: 2, unitPrice: '45.00' });
      const due = await invoiceItems(shop.shopper, scarves.id, [[scarf.id, 2]]);
      const today = new Date().toISOString().slice(0, 10);
      await post(shop.shopper, `/api/invoices/${due}/payments`, {
        amount: '60.00',
        method: 'zelle',
        paidOn: today,
      }).expect(201);

      const { money, clients } = await shopperDashboard(shop.shopper);
      expect(money).toMatchObject({
        outstanding: '41.26',
        outstandingCount: 1,
        billedThisMonth: '101.26',
        paidThisMonth: '0.00',
      });
      expect(clients).toEqual([expect.objectContaining({ clientId: casey.id, outstanding: '41.26' })]);
      expect(await clientDashboard(casey)).toMatchObject({
        amountDue: '41.26',
        dueInvoices: [{ invoiceId: due, total: '41.26' }],
      });
      // What the task's invoice says is left.
      expect((await get(casey, `/api/tasks/${scarves.id}/invoice`).expect(200)).body.balanceDue).toBe('41.26');
    });
  });

  describe('needs your attention', () => {
    let shop: Shop;
    let client: TestAccount;
    const now = Date.now();

    beforeAll(async () => {
      shop = await newShop(['Casey Client']);
      client = shop.clients[0]!;
    });

    const attentionOf = async (account: TestAccount) => (await shopperDashboard(account)).attention;
    const entriesOf = async (kind: string) =>
      (await attentionOf(shop.shopper)).filter((entry: { kind: string }) => entry.kind === kind);
    const setTimes = async (entity: typeof ShopTask | typeof Invoice, id: string, times: object) => {
      await db.getRepository(entity).update({ id }, times);
      await forgetKeptAnswers(shop);
    };

    it('counts unread client messages per task, until the shopper reads them', async () => {
      const task = await newTask(shop, client, { title: 'Chatty task' });
      await post(client, `/api/tasks/${task.id}/messages`, { content: 'Any news?' }).expect(201);
      const last = (await post(client, `/api/tasks/${task.id}/messages`, { content: 'Hello?' }).expect(201)).body;
      await post(shop.shopper, `/api/tasks/${task.id}/messages`, { content: 'On it' }).expect(201);
      expect(await entriesOf('UNREAD_MESSAGES')).toEqual([
        expect.objectContaining({ taskId: task.id, taskTitle: 'Chatty task', clientName: 'Casey Client', count: 2 }),
      ]);
      await request(t.http)
        .put(`/api/tasks/${task.id}/read`)
        .set(bearer(shop.shopper))
        .send({ messageId: last.id })
        .expect(204);
      expect(await entriesOf('UNREAD_MESSAGES')).toEqual([]);
    });

    it("lists a client's request with no item from the moment it is sent, not a shopper's own task", async () => {
      const recipient = await seedRecipient(t.app, client.id);
      const submitRequest = async (title: string) =>
        (
          await post(client, '/api/tasks', {
            title,
            description: 'Please find these',
            categoryId: clothingId,
            recipientId: recipient.id,
          }).expect(201)
        ).body.id as string;
      const fresh = await submitRequest('Just sent');
      const stocked = await submitRequest('Has an item');
      await seedItem(t.app, stocked);
      await newTask(shop, client, { title: "Shopper's own" });
      expect(await entriesOf('REQUEST_WITHOUT_ITEMS')).toEqual([
        expect.objectContaining({ taskId: fresh, taskTitle: 'Just sent', count: 1 }),
      ]);
    });

    it('counts the items the client disliked that can still change', async () => {
      const task = await newTask(shop, client, { title: 'Shoes' });
      const disliked = await seedItem(t.app, task.id, { name: 'Loafers' });
      const alsoDisliked = await seedItem(t.app, task.id, { name: 'Boots' });
      const liked = await seedItem(t.app, task.id, { name: 'Sneakers' });
      for (const [item, isLiked] of [
        [disliked, false],
        [alsoDisliked, false],
        [liked, true],
      ] as const) {
        await post(client, `/api/items/${item.id}/feedback`, { isLiked }).expect(200);
      }
      await invoiceItems(shop.shopper, task.id, [[alsoDisliked.id, 1]]);
      expect(await entriesOf('DISLIKED_ITEMS')).toEqual([expect.objectContaining({ taskId: task.id, count: 1 })]);
    });

    it("counts the client's unresolved pins, not resolved ones nor the shopper's, and names the oldest", async () => {
      const task = await newTask(shop, client, { title: 'Curtains' });
      const pin = async (userId: string, status: 'ACTIVE' | 'RESOLVED', imageUrl: string, minutesAgo: number) => {
        const pins = db.getRepository(ImageComment);
        const saved = await pins.save({ taskId: task.id, imageUrl, userId, x: 1, y: 1, content: 'Hm', status });
        await pins.update({ id: saved.id }, { createdAt: new Date(now - minutesAgo * MINUTE_MS) });
        return saved;
      };
      await pin(client.id, 'RESOLVED', '/files/resolved.jpg', 30);
      await pin(shop.shopper.id, 'ACTIVE', '/files/shoppers.jpg', 20);
      const oldest = await pin(client.id, 'ACTIVE', '/files/b.jpg', 10);
      await pin(client.id, 'ACTIVE', '/files/a.jpg', 5);
      await forgetKeptAnswers(shop);
      expect(await entriesOf('OPEN_COMMENTS')).toEqual([
        expect.objectContaining({
          taskId: task.id,
          count: 2,
          pin: { commentId: oldest.id, imageUrl: '/files/b.jpg' },
        }),
      ]);
    });

    it('lists DUE invoices past their due date, with what is left to pay, the oldest first', async () => {
      const dueInvoice = async (title: string) => {
        const task = await newTask(shop, client, { title });
        const item = await seedItem(t.app, task.id, { quantity: 1, unitPrice: '10.00' });
        return invoiceItems(shop.shopper, task.id, [[item.id, 1]]);
      };
      const day = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
      const dueToday = await dueInvoice('Due today');
      const overdue = await dueInvoice('Due yesterday');
      const older = await dueInvoice('Due a month ago');
      const paid = await dueInvoice('Paid long ago');
      await pay(shop.shopper, paid);
      await setTimes(Invoice, dueToday, { dueDate: day(0) });
      await setTimes(Invoice, overdue, { dueDate: day(-1) });
      await setTimes(Invoice, older, { dueDate: day(-30), finalizedAt: new Date(now - 37 * DAY_MS) });
      await setTimes(Invoice, paid, { dueDate: day(-30) });
      await post(shop.shopper, `/api/invoices/${overdue}/payments`, {
        amount: '1.25',
        method: 'cash',
        paidOn: day(0),
      }).expect(201);
      const entries = await entriesOf('INVOICE_OVERDUE');
      expect(entries.map((entry: { invoiceId: string }) => entry.invoiceId)).toEqual([older, overdue]);
      expect(entries[1]).toMatchObject({ taskTitle: 'Due yesterday', amount: '10.00', count: 1 });
      expect(entries[1].invoiceNumber).toMatch(/\S/);
    });

    it('lists money owed back after a return on what was paid, until it is refunded', async () => {
      const emmaShop = await newShop(['Emma Client']);
      const emma = emmaShop.clients[0]!;
      const task = await newTask(emmaShop, emma, { title: 'Gala look' });
      const gown = await seedItem(t.app, task.id, { quantity: 2, unitPrice: '97.11' });
      const invoice = await invoiceItems(emmaShop.shopper, task.id, [[gown.id, 2]]);
      await pay(emmaShop.shopper, invoice);
      // One gown back: 97.11 + 12.14 of fee = 109.25 owed back.
      await post(emmaShop.shopper, `/api/invoices/${invoice}/credit-notes`, {
        lines: [{ itemId: gown.id, quantity: 1 }],
      }).expect(201);
      const owed = (await attentionOf(emmaShop.shopper)).filter(
        (entry: { kind: string }) => entry.kind === 'REFUND_OWED',
      );
      expect(owed).toEqual([
        expect.objectContaining({
          taskTitle: 'Gala look',
          clientName: 'Emma Client',
          invoiceId: invoice,
          amount: '109.25',
        }),
      ]);
      expect((await clientDashboard(emma)).comingBack).toBe('109.25');
      await post(emmaShop.shopper, `/api/invoices/${invoice}/refunds`, { method: 'zelle', amount: '100' }).expect(201);
      expect((await clientDashboard(emma)).comingBack).toBe('9.25');
      expect((await attentionOf(emmaShop.shopper)).map((entry: { amount: string | null }) => entry.amount)).toEqual([
        '9.25',
      ]);
      await post(emmaShop.shopper, `/api/invoices/${invoice}/refunds`, { method: 'credit' }).expect(201);
      expect(await attentionOf(emmaShop.shopper)).toEqual([]);
      expect((await clientDashboard(emma)).comingBack).toBe('0.00');
    });

    it('shows both sides the deposits held and asked for, and the credit, net of what invoices drew', async () => {
      const finnShop = await newShop(['Finn Client']);
      const finn = finnShop.clients[0]!;
      const shopper = finnShop.shopper;
      const held = await newTask(finnShop, finn, { title: 'Winter coat' });
      const asked = await newTask(finnShop, finn, { title: 'Spring edit' });
      const paidDeposit = (await post(shopper, `/api/tasks/${held.id}/deposits`, { amount: '200' }).expect(201)).body;
      await post(shopper, `/api/deposits/${paidDeposit.id}/payments`, { method: 'zelle', paidOn: '2026-12-01' }).expect(
        201,
      );
      const open = (
        await post(shopper, `/api/tasks/${asked.id}/deposits`, { amount: '150', dueDate: '2026-12-20' }).expect(201)
      ).body;
      // The coat's invoice (2 × 50.00 + 6.25 of fee each = 112.50) takes that much of the 200.00 held.
      const coat = await seedItem(t.app, held.id, { quantity: 2, unitPrice: '50.00' });
      const invoice = await invoiceItems(shopper, held.id, [[coat.id, 2]]);
      // One coat back on the paid invoice: 56.25 owed back, kept as her credit.
      await post(shopper, `/api/invoices/${invoice}/credit-notes`, {
        lines: [{ itemId: coat.id, quantity: 1 }],
      }).expect(201);
      await post(shopper, `/api/invoices/${invoice}/refunds`, { method: 'credit' }).expect(201);

      const prepaid = {
        depositsHeld: '87.50',
        depositsRequested: '150.00',
        depositsRequestedCount: 1,
        credit: '56.25',
      };
      expect((await shopperDashboard(shopper)).prepaid).toEqual(prepaid);
      const forFinn = await clientDashboard(finn);
      expect(forFinn.prepaid).toEqual(prepaid);
      expect(forFinn.depositsAsked).toEqual([
        { depositId: open.id, taskId: asked.id, taskTitle: 'Spring edit', amount: '150.00', dueDate: '2026-12-20' },
      ]);
      // Nothing of another shop.
      expect((await shopperDashboard(shop.shopper)).prepaid).toEqual({
        depositsHeld: '0.00',
        depositsRequested: '0.00',
        depositsRequestedCount: 0,
        credit: '0.00',
      });
    });

    it('puts what is overdue first, then what the client waits on, and shows none of it to another shopper', async () => {
      const chat = await newTask(shop, client, { title: 'Newest question' });
      await post(client, `/api/tasks/${chat.id}/messages`, { content: 'Quick question' }).expect(201);
      const kinds = (await attentionOf(shop.shopper)).map((entry: { kind: string }) => entry.kind);
      expect(kinds).toEqual([
        'INVOICE_OVERDUE',
        'INVOICE_OVERDUE',
        'UNREAD_MESSAGES',
        'REQUEST_WITHOUT_ITEMS',
        'DISLIKED_ITEMS',
        'OPEN_COMMENTS',
      ]);
      const stranger = await newShop(['Drew Client']);
      expect(await attentionOf(stranger.shopper)).toEqual([]);
    });
  });

  describe('task counts', () => {
    it("count each side's tasks by status, the other shop's left out", async () => {
      const shop = await newShop(['Casey Client', 'Eli Client']);
      const [casey, eli] = shop.clients as [TestAccount, TestAccount];
      for (const status of ['DRAFT', 'DRAFT', 'ACTIVE', 'COMPLETE', 'ARCHIVED'] as const)
        await newTask(shop, casey, { status });
      await newTask(shop, eli, { status: 'ACTIVE' });
      const other = await newShop(['Frankie Client']);
      await newTask(other, other.clients[0]!, { status: 'DRAFT' });
      expect((await shopperDashboard(shop.shopper)).tasks).toEqual({ total: 6, draft: 2, active: 2, complete: 1 });
      expect((await clientDashboard(casey)).tasks).toEqual({ total: 5, draft: 2, active: 1, complete: 1 });
      expect((await clientDashboard(eli)).tasks).toEqual({ total: 1, draft: 0, active: 1, complete: 0 });
    });
  });

  describe('reads', () => {
    it('answer each role only its own dashboard', async () => {
      const shop = await newShop(['Casey Client']);
      await get(shop.clients[0]!, '/api/dashboard/shopper').expect(403);
      await get(shop.shopper, '/api/dashboard/client').expect(403);
      await request(t.http).get('/api/dashboard/shopper').expect(401);
      await request(t.http).get('/api/dashboard/client').expect(401);
    });

    it('run a fixed number of statements whatever the history', async () => {
      const seedHistory = async (shop: Shop, tasks: number) => {
        for (let n = 0; n < tasks; n++) {
          const task = await newTask(shop, shop.clients[n % shop.clients.length]!, { title: `Task ${n}` });
          const items = [await seedItem(t.app, task.id), await seedItem(t.app, task.id, { quantity: 2 })];
          await invoiceItems(
            shop.shopper,
            task.id,
            items.map((item) => [item.id, 1]),
          );
          await post(shop.clients[0]!, `/api/items/${items[0]!.id}/feedback`, { isLiked: false });
        }
      };
      const small = await newShop(['Casey Client']);
      const large = await newShop(['Casey Client', 'Eli Client', 'Frankie Client']);
      await seedHistory(small, 1);
      await seedHistory(large, 8);
      // The emails of the invoices just finalized are composed meanwhile, on the same DataSource
      // without Redis (with it the worker composes them, on a DataSource of its own).
      const jobs = t.app.get(JobQueue);
      if (jobs instanceof InlineJobQueue) await jobs.drain();
      const statementsOf = async (account: TestAccount, path: string) => {
        const { result, queries } = await countQueries(t.app, () => get(account, path));
        expect(result.status).toBe(200);
        return queries.length;
      };
      for (const [role, path] of [
        ['shopper', '/api/dashboard/shopper'],
        ['client', '/api/dashboard/client'],
      ] as const) {
        const few = await statementsOf(role === 'shopper' ? small.shopper : small.clients[0]!, path);
        const many = await statementsOf(role === 'shopper' ? large.shopper : large.clients[0]!, path);
        // The token's user, then five statements for her (with what she holds ahead of invoices), seven for
        // her client (with what is coming back, the deposits asked of her, and what she paid ahead).
        expect(few).toBe(role === 'shopper' ? 6 : 8);
        expect(many).toBe(few);
      }
    });

    it('are kept, and a write shows at once', async () => {
      const shop = await newShop(['Casey Client']);
      const client = shop.clients[0]!;
      const task = await newTask(shop, client, { title: 'Kept' });
      const item = await seedItem(t.app, task.id, { quantity: 1, unitPrice: '20.00' });
      const invoiceId = await invoiceItems(shop.shopper, task.id, [[item.id, 1]]);
      expect((await shopperDashboard(shop.shopper)).money.outstanding).toBe('22.50');
      expect((await clientDashboard(client)).amountDue).toBe('22.50');
      for (const [account, path] of [
        [shop.shopper, '/api/dashboard/shopper'],
        [client, '/api/dashboard/client'],
      ] as const) {
        const { queries } = await countQueries(t.app, () => get(account, path).expect(200));
        expect(queries).toHaveLength(1);
      }

      await pay(shop.shopper, invoiceId);
      expect((await shopperDashboard(shop.shopper)).money).toMatchObject({
        outstanding: '0.00',
        paidThisMonth: '22.50',
      });
      expect(await clientDashboard(client)).toMatchObject({ amountDue: '0.00', recentlyPaid: [{ invoiceId }] });

      await post(client, `/api/tasks/${task.id}/messages`, { content: 'Thanks!' }).expect(201);
      expect((await shopperDashboard(shop.shopper)).attention).toEqual([
        expect.objectContaining({ kind: 'UNREAD_MESSAGES', taskId: task.id, count: 1 }),
      ]);
    });

    it("keep the shopper's answer a minute at most, since its waits pass with no write; the client's until a write", async () => {
      const shop = await newShop(['Casey Client']);
      const kept = jest.spyOn(t.app.get(ReadCache), 'set');
      try {
        await shopperDashboard(shop.shopper);
        await clientDashboard(shop.clients[0]!);
        expect(kept.mock.calls.map(([key, , keptForMs]) => [key.split(' ')[1], keptForMs])).toEqual([
          ['/api/dashboard/shopper', 60_000],
          ['/api/dashboard/client', undefined],
        ]);
      } finally {
        kept.mockRestore();
      }
    });

    it("counts the client's items waiting for her feedback and names the task of the oldest", async () => {
      const shop = await newShop(['Casey Client']);
      const client = shop.clients[0]!;
      const first = await newTask(shop, client, { title: 'First' });
      const second = await newTask(shop, client, { title: 'Second' });
      const older = await seedItem(t.app, first.id, { name: 'Older' });
      await db.getRepository(Item).update({ id: older.id }, { createdAt: new Date(Date.now() - DAY_MS) });
      const reacted = await seedItem(t.app, second.id, { name: 'Reacted' });
      await seedItem(t.app, second.id, { name: 'Waiting' });
      await seedItem(t.app, second.id, { name: 'Also waiting' });
      await post(client, `/api/items/${reacted.id}/feedback`, { isLiked: true }).expect(200);
      expect(await clientDashboard(client)).toMatchObject({
        itemsAwaitingFeedback: 3,
        firstFeedbackTask: { taskId: first.id, taskTitle: 'First' },
      });
    });
  });
});
