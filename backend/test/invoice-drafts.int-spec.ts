import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Notification } from '../src/modules/notifications/notification.entity';
import type { TestAccount } from './support/accounts';
import { baseUrlOf, connectSocket, type LiveEvent, nextEvent, recordEvents } from './support/live-sockets';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * Issue 37: an invoice is a draft, its shopper's alone, until she finalizes it; a voided
 * invoice is never announced to the client as finalized; the client's prices are what she pays.
 */
describe('invoice drafts and what the client hears of invoices', () => {
  let t: TestApp;
  let cast: Cast;
  let url: string;
  const sockets: Socket[] = [];
  const connect = async (account: TestAccount) => {
    const socket = await connectSocket(url, account.token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = baseUrlOf(t.app);
    cast = await registerCast(t.http);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const as = (account: TestAccount) => ({
    get: (path: string) => request(t.http).get(path).set(bearer(account)),
    post: (path: string, body?: object) => request(t.http).post(path).set(bearer(account)).send(body),
    patch: (path: string) => request(t.http).patch(path).set(bearer(account)),
  });
  const shopper = () => as(cast.shopperA);
  const client = () => as(cast.clientA);
  const newTask = async (feePct: string | null = null) =>
    (
      await seedTask(
        t.app,
        { shopperId: cast.shopperA.id, clientId: cast.clientA.id },
        { title: 'Winter coat', feePct },
      )
    ).id;
  /** The client's notices about invoices ("Invoice INV-2026-0001: $138.00"); of one invoice when its number is given. */
  const invoiceNotices = async (invoiceNumber = '') =>
    ((await client().get('/api/notifications').expect(200)).body.items as { kind: string; summary: string }[]).filter(
      (notice) => notice.kind.startsWith('INVOICE_') && notice.summary.startsWith(`Invoice ${invoiceNumber}`),
    );

  it('tells the client nothing of a draft; of its finalization, the amount she pays', async () => {
    // 289.00 at 15 %: 43.35 a unit, so 332.35, on her card as on her invoice.
    const taskId = await newTask('15.00');
    const noticesBefore = (await invoiceNotices()).length;
    const parka = await seedItem(t.app, taskId, { name: 'Parka', quantity: 1, unitPrice: '289.00' });
    const [shopperSocket, clientSocket] = await Promise.all([connect(cast.shopperA), connect(cast.clientA)]);
    const clientSaw = recordEvents<LiveEvent>(clientSocket);

    const shopperHeard = nextEvent<LiveEvent>(shopperSocket, (event) => event.type === 'invoice.created');
    const draft = (await shopper().post(`/api/tasks/${taskId}/invoice`).expect(201)).body.invoice;
    expect((await shopperHeard).invoiceId).toBe(draft.id);
    await settle();
    expect(clientSaw).toEqual([]);
    expect(await invoiceNotices()).toHaveLength(noticesBefore);
    expect((await client().get('/api/dashboard/client').expect(200)).body.dueInvoices).toEqual([]);

    const card = (await client().get(`/api/tasks/${taskId}`).expect(200)).body.items[0];
    expect(card).toMatchObject({ id: parka.id, unitPrice: '332.35', quantity: 1 });
    expect((await shopper().get(`/api/tasks/${taskId}`).expect(200)).body.items[0].unitPrice).toBe('289.00');

    const finalized = nextEvent<LiveEvent>(clientSocket, (event) => event.type === 'invoice.finalized');
    const answer = await shopper()
      .post(`/api/tasks/${taskId}/finalize`, { selectedItems: [{ itemId: parka.id, quantity: 1 }] })
      .expect(200);
    expect((await finalized).invoiceId).toBe(draft.id);
    const number = answer.body.invoice.invoiceNumber as string;
    const hers = (await client().get(`/api/tasks/${taskId}/invoice`).expect(200)).body;
    expect(hers.invoice).toMatchObject({ id: draft.id, invoiceNumber: number, status: 'DUE', total: '332.35' });
    expect(hers.lines[0].lineTotal).toBe(card.unitPrice);
    // Her card still says what her invoice line says, now at the percent the line froze.
    expect((await client().get(`/api/tasks/${taskId}`).expect(200)).body.items[0].unitPrice).toBe('332.35');
    expect(await invoiceNotices(number)).toEqual([
      expect.objectContaining({ kind: 'INVOICE_FINALIZED', summary: `Invoice ${number}: $332.35` }),
    ]);
    expect((await client().get('/api/dashboard/client').expect(200)).body.dueInvoices).toEqual([
      expect.objectContaining({ invoiceId: draft.id, total: '332.35' }),
    ]);
  });

  it('takes back the announcement of an invoice it voids: no "finalized" notice, no amount', async () => {
    const taskId = await newTask();
    // 122.67 + 15.33 (15.33375) = 138.00.
    const coat = await seedItem(t.app, taskId, { name: 'Coat', quantity: 1, unitPrice: '122.67' });
    await shopper().post(`/api/tasks/${taskId}/invoice`).expect(201);
    const finalized = await shopper()
      .post(`/api/tasks/${taskId}/finalize`, { selectedItems: [{ itemId: coat.id, quantity: 1 }] })
      .expect(200);
    const { id, invoiceNumber } = finalized.body.invoice as { id: string; invoiceNumber: string };
    expect(await invoiceNotices(invoiceNumber)).toEqual([
      expect.objectContaining({ kind: 'INVOICE_FINALIZED', summary: `Invoice ${invoiceNumber}: $138.00` }),
    ]);

    const clientSocket = await connect(cast.clientA);
    const clientSaw = recordEvents<LiveEvent>(clientSocket);
    await shopper().patch(`/api/invoices/${id}/void`).expect(200);
    await settle();

    expect(await invoiceNotices(invoiceNumber)).toEqual([]);
    const stored = await t.app
      .get(DataSource)
      .getRepository(Notification)
      .countBy({ subjectId: id, kind: 'INVOICE_FINALIZED' });
    expect(stored).toBe(0);
    // The live event names the invoice, never its amount nor a finalization.
    expect(clientSaw.map((event) => event.type)).toEqual(['invoice.voided']);
    expect(JSON.stringify(clientSaw)).not.toContain('138.00');
    // Her headline invoice is none: a voided one is only listed.
    expect((await client().get(`/api/tasks/${taskId}/invoice`).expect(200)).body.invoice).toBeNull();
    expect((await client().get(`/api/tasks/${taskId}/invoices`).expect(200)).body).toEqual([
      expect.objectContaining({ invoice: expect.objectContaining({ id, status: 'VOID' }) }),
    ]);
    const dashboard = (await client().get('/api/dashboard/client').expect(200)).body;
    expect(dashboard.dueInvoices.map((invoice: { invoiceId: string }) => invoice.invoiceId)).not.toContain(id);
  });
});
