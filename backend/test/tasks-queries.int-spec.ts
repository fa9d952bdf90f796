import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Invoice } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../src/modules/invoices/entities/invoice-line.entity';
import { ItemFeedback } from '../src/modules/items/entities/item-feedback.entity';
import { Item } from '../src/modules/items/entities/item.entity';
import { Recipient } from '../src/modules/recipients/recipient.entity';
import type { ShopTask } from '../src/modules/tasks/task.entity';
import type { TestAccount } from './support/accounts';
import { countQueries } from './support/query-counter';
import { registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

interface World {
  shopper: TestAccount;
  client: TestAccount;
  tasks: ShopTask[];
}

/**
 * A shopper and client with `taskCount` tasks of `itemsPerTask` items, every item liked and
 * captured on an invoice, and a recipient per task: everything the reads derive from.
 */
async function seedWorld(
  app: INestApplication,
  account: World['shopper'],
  client: TestAccount,
  taskCount: number,
  itemsPerTask: number,
) {
  const db = app.get(DataSource);
  const tasks: ShopTask[] = [];
  for (let n = 0; n < taskCount; n++) {
    const recipient = await db
      .getRepository(Recipient)
      .save({ clientId: client.id, relationship: 'friend', displayName: `R${n}` });
    const task = await seedTask(
      app,
      { shopperId: account.id, clientId: client.id },
      { title: `Task ${n}`, recipientId: recipient.id, status: n % 2 ? 'ACTIVE' : 'DRAFT' },
    );
    const items = await db.getRepository(Item).save(
      Array.from({ length: itemsPerTask }, (_, i) => ({
        taskId: task.id,
        name: `Item ${i}`,
        quantity: 2,
        unitPrice: '10.50',
      })),
    );
    await db
      .getRepository(ItemFeedback)
      .save(items.map((item) => ({ itemId: item.id, userId: client.id, isLiked: true })));
    const invoice = await db.getRepository(Invoice).save({
      taskId: task.id,
      shopperId: account.id,
      invoiceNumber: `INV-${n}-${Math.random().toString(36).slice(2, 8)}`,
      feePct: '12.50',
    });
    await db.getRepository(InvoiceLine).save(
      items.map((item) => ({
        invoiceId: invoice.id,
        itemId: item.id,
        capturedQuantity: 1,
        unitPrice: '10.50',
        lineTotal: '10.50',
        feePctAtCapture: '12.50',
        lineServiceFee: '1.31',
      })),
    );
    tasks.push(task);
  }
  return tasks;
}

/**
 * No N+1: the reads of lists and details run the same number of SQL statements whatever the
 * number of tasks, items and recipients (2 tasks x 2 items against 12 tasks x 10 items).
 */
describe('task reads issue a fixed number of queries', () => {
  let t: TestApp;
  let small: World;
  let large: World;

  beforeAll(async () => {
    t = await createTestApp();
    const first = await registerCast(t.http);
    small = { shopper: first.shopperA, client: first.clientA, tasks: [] };
    large = { shopper: first.shopperB, client: first.clientB, tasks: [] };
    small.tasks = await seedWorld(t.app, small.shopper, small.client, 2, 2);
    large.tasks = await seedWorld(t.app, large.shopper, large.client, 12, 10);
  });
  afterAll(() => t.close());

  async function queriesOf(account: TestAccount, path: string, expectLength?: number) {
    const { result, queries } = await countQueries(t.app, () => request(t.http).get(path).set(bearer(account)));
    expect(result.status).toBe(200);
    if (expectLength !== undefined) expect(result.body).toHaveLength(expectLength);
    return queries;
  }

  it('GET /api/tasks, for shoppers and clients, with and without filters', async () => {
    for (const query of ['', '?budget=100to500&invoice=due&q=Task&status=DRAFT']) {
      const few = await queriesOf(small.shopper, `/api/tasks${query}`);
      const many = await queriesOf(large.shopper, `/api/tasks${query}`);
      expect(many).toHaveLength(few.length);
      // The token's user (AccessTokenVerifier), then the list in one statement.
      expect(few).toHaveLength(2);
    }
    const rows = (await request(t.http).get('/api/tasks').set(bearer(large.shopper))).body;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ itemCount: 10, subtotal: '210.00', invoiceStatus: 'DUE' });
    expect(await queriesOf(large.client, '/api/tasks', 12)).toHaveLength(
      (await queriesOf(small.client, '/api/tasks', 2)).length,
    );
  });

  it('GET /api/tasks/:id, whatever the number of items', async () => {
    for (const role of ['shopper', 'client'] as const) {
      const few = await queriesOf(small[role], `/api/tasks/${small.tasks[0].id}`);
      const many = await queriesOf(large[role], `/api/tasks/${large.tasks[0].id}`);
      expect(many).toHaveLength(few.length);
      // The token's user, the task with its people (access is its filter), the items with their lines and feedback.
      expect(few).toHaveLength(3);
    }
    const detail = (await request(t.http).get(`/api/tasks/${large.tasks[0].id}`).set(bearer(large.client))).body;
    expect(detail.items).toHaveLength(10);
    expect(detail.items[0]).toMatchObject({ qtyRemaining: 1, feedback: { likes: 1, dislikes: 0, userFeedback: true } });
  });

  it('GET /api/recipients, whatever the number of recipients and their tasks', async () => {
    const few = await queriesOf(small.shopper, `/api/recipients?clientId=${small.client.id}`, 2);
    const many = await queriesOf(large.shopper, `/api/recipients?clientId=${large.client.id}`, 12);
    expect(many).toHaveLength(few.length);
    // The token's user, the client check, the recipients, one grouped count of their tasks.
    expect(few).toHaveLength(4);
    expect(await queriesOf(large.client, '/api/recipients', 12)).toHaveLength(
      (await queriesOf(small.client, '/api/recipients', 2)).length,
    );
  });
});
