import { randomUUID } from 'node:crypto';
import { DomainEvents } from '../src/common/domain-events/domain-events';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { Item } from '../src/modules/items/entities/item.entity';
import { Upload } from '../src/modules/uploads/upload.entity';
import { registerClient, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { countQueries } from './support/query-counter';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const bearer = (account: Pick<TestAccount, 'token'>) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Issue 12, item 1: kept answers of GET /api/tasks and GET /api/tasks/{id}. A kept answer is
 * served only while its tenant's data version is unchanged, which every api process reads
 * from the database with the caller's session: never an answer from before a change, through
 * any process; never one user's answer to another.
 */
describe('read cache', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    await seedItem(t.app, taskId, { name: 'Linen blazer' });
  });
  afterAll(() => t.close());

  const read = (http: App, account: TestAccount, path: string) => request(http).get(path).set(bearer(account));

  it('answers a repeated read with the session lookup only, the same bytes, and a 304 when asked', async () => {
    for (const path of ['/api/tasks', `/api/tasks/${taskId}`, '/api/tasks?status=DRAFT']) {
      const first = await read(t.http, cast.shopperA, path).expect(200);
      const { result: again, queries } = await countQueries(t.app, () => read(t.http, cast.shopperA, path));
      expect(again.status).toBe(200);
      expect(queries).toHaveLength(1);
      expect(queries[0]).toMatch(/tokenVersion/);
      expect(again.text).toBe(first.text);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['etag']).toBe(first.headers['etag']);
      // The security headers of every answer, kept or not.
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      await read(t.http, cast.shopperA, path).set('If-None-Match', first.headers['etag']).expect(304);
    }
  });

  it('shows a change made through the api at once, to both parties', async () => {
    await read(t.http, cast.clientA, `/api/tasks/${taskId}`).expect(200);
    await read(t.http, cast.shopperA, '/api/tasks').expect(200);
    await request(t.http)
      .put(`/api/tasks/${taskId}`)
      .set(bearer(cast.shopperA))
      .send({ title: 'Renamed by the shopper' })
      .expect(200);
    expect((await read(t.http, cast.clientA, `/api/tasks/${taskId}`).expect(200)).body.task.title).toBe(
      'Renamed by the shopper',
    );
    const [row] = (await read(t.http, cast.shopperA, '/api/tasks').expect(200)).body;
    expect(row.title).toBe('Renamed by the shopper');
  });

  it('shows a change made by the other party (a like, a message and its read mark)', async () => {
    const [item] = (await read(t.http, cast.shopperA, `/api/tasks/${taskId}`).expect(200)).body.items;
    expect(item.feedback.likes).toBe(0);
    await request(t.http).post(`/api/items/${item.id}/feedback`).set(bearer(cast.clientA)).send({ isLiked: true });
    const [liked] = (await read(t.http, cast.shopperA, `/api/tasks/${taskId}`).expect(200)).body.items;
    expect(liked.feedback.likes).toBe(1);

    expect((await read(t.http, cast.clientA, '/api/tasks').expect(200)).body[0].unreadCount).toBe(0);
    const message = await request(t.http)
      .post(`/api/tasks/${taskId}/messages`)
      .set(bearer(cast.shopperA))
      .send({ content: 'Found two blazers' })
      .expect(201);
    expect((await read(t.http, cast.clientA, '/api/tasks').expect(200)).body[0].unreadCount).toBe(1);
    await request(t.http)
      .put(`/api/tasks/${taskId}/read`)
      .set(bearer(cast.clientA))
      .send({ messageId: message.body.id })
      .expect(204);
    expect((await read(t.http, cast.clientA, '/api/tasks').expect(200)).body[0].unreadCount).toBe(0);
  });

  it('shows a change a job announced (jobs change rows outside any request)', async () => {
    const [item] = (await read(t.http, cast.clientA, `/api/tasks/${taskId}`).expect(200)).body.items;
    await t.app.get(DataSource).getRepository(Item).update({ id: item.id }, { aiSummary: 'Imported summary' });
    await t.app.get(DomainEvents).publish('item.import-finished', { taskId, itemId: item.id });
    const [imported] = (await read(t.http, cast.clientA, `/api/tasks/${taskId}`).expect(200)).body.items;
    expect(imported.aiSummary).toBe('Imported summary');
  });

  it('never serves one user the answer kept for another, within a tenant or across tenants', async () => {
    const asShopper = await read(t.http, cast.shopperA, `/api/tasks/${taskId}`).expect(200);
    const asClient = await read(t.http, cast.clientA, `/api/tasks/${taskId}`).expect(200);
    expect(asClient.text).not.toBe(asShopper.text);
    await read(t.http, cast.shopperB, `/api/tasks/${taskId}`).expect(404);
    await read(t.http, cast.clientB, `/api/tasks/${taskId}`).expect(404);
    expect((await read(t.http, cast.shopperB, '/api/tasks').expect(200)).body).toEqual([]);
    expect((await read(t.http, cast.clientB, '/api/tasks').expect(200)).body).toEqual([]);
  });

  /**
   * Issue 21: every other read a screen makes on load is kept too. Each is answered again with
   * the session lookup only, shows a change through the api (or published as a domain event) at
   * once, and is never served to another user or tenant.
   */
  describe('the reads screens make on load', () => {
    const PHOTO = '/files/uploads/ph/photo-on-load.jpg';
    let onLoadTask: string;

    beforeAll(async () => {
      onLoadTask = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
      await seedItem(t.app, onLoadTask, { name: 'Pleated skirt', imageUrls: [PHOTO] });
    });

    const comments = () => `/api/tasks/${onLoadTask}/images/${encodeURIComponent(PHOTO)}/comments`;
    const shopperReads = () => [
      '/api/me',
      '/api/notifications',
      `/api/recipients?clientId=${cast.clientA.id}`,
      `/api/tasks/${onLoadTask}/invoice`,
      `/api/tasks/${onLoadTask}/invoices`,
      `/api/tasks/${onLoadTask}/messages`,
      comments(),
      '/api/categories',
      '/api/clients',
      '/api/invite-codes',
      '/api/shoppers/me',
    ];
    const clientReads = () => [
      '/api/me',
      '/api/notifications',
      '/api/recipients',
      `/api/tasks/${onLoadTask}/invoice`,
      `/api/tasks/${onLoadTask}/invoices`,
      `/api/tasks/${onLoadTask}/messages`,
      comments(),
      '/api/my-shopper',
    ];

    it('answers each repeated read with the session lookup only, and the same bytes', async () => {
      for (const [account, paths] of [
        [cast.shopperA, shopperReads()],
        [cast.clientA, clientReads()],
      ] as const) {
        for (const path of paths) {
          const first = await read(t.http, account, path).expect(200);
          const { result: again, queries } = await countQueries(t.app, () => read(t.http, account, path));
          expect({ path, status: again.status, queries: queries.length }).toEqual({ path, status: 200, queries: 1 });
          expect(queries[0]).toMatch(/tokenVersion/);
          expect(again.text).toBe(first.text);
          // The same headers as the answer that was kept (helmet's, which a kept one gets ahead of
          // helmet), but the request log's id: kept answers leave before request logging.
          const named = (headers: Record<string, string>) =>
            Object.entries(headers).filter(([name]) => !['date', 'keep-alive', 'x-request-id'].includes(name));
          expect(named(again.headers)).toEqual(named(first.headers));
        }
      }
    });

    it('shows a change to the profile, the settings and the recipients at once', async () => {
      await read(t.http, cast.shopperA, '/api/me').expect(200);
      await read(t.http, cast.clientA, '/api/my-shopper').expect(200);
      await request(t.http)
        .put('/api/profile')
        .set(bearer(cast.shopperA))
        .send({ displayName: 'Avery Renamed' })
        .expect(200);
      expect((await read(t.http, cast.shopperA, '/api/me').expect(200)).body.profile.displayName).toBe('Avery Renamed');
      expect((await read(t.http, cast.clientA, '/api/my-shopper').expect(200)).body.profile.displayName).toBe(
        'Avery Renamed',
      );

      await read(t.http, cast.shopperA, '/api/shoppers/me').expect(200);
      await request(t.http)
        .patch('/api/shoppers/me')
        .set(bearer(cast.shopperA))
        .send({ businessName: 'Avery Styling' })
        .expect(200);
      expect((await read(t.http, cast.shopperA, '/api/shoppers/me').expect(200)).body.businessName).toBe(
        'Avery Styling',
      );
      expect((await read(t.http, cast.clientA, '/api/my-shopper').expect(200)).body.businessName).toBe('Avery Styling');

      const recipients = `/api/recipients?clientId=${cast.clientA.id}`;
      const before = (await read(t.http, cast.shopperA, recipients).expect(200)).body.length;
      await read(t.http, cast.clientA, '/api/recipients').expect(200);
      await request(t.http)
        .post('/api/recipients')
        .set(bearer(cast.clientA))
        .send({ relationship: 'friend', displayName: 'Robin' })
        .expect(201);
      expect((await read(t.http, cast.shopperA, recipients).expect(200)).body).toHaveLength(before + 1);
      expect((await read(t.http, cast.clientA, '/api/recipients').expect(200)).body).toHaveLength(before + 1);
    });

    it('shows a message, a pin, an invoice and the notifications they raise at once, to both parties', async () => {
      const messages = `/api/tasks/${onLoadTask}/messages`;
      await read(t.http, cast.clientA, messages).expect(200);
      const unread = (await read(t.http, cast.clientA, '/api/notifications').expect(200)).body.unreadCount;
      await request(t.http).post(messages).set(bearer(cast.shopperA)).send({ content: 'Two skirts found' }).expect(201);
      const chat = (await read(t.http, cast.clientA, messages).expect(200)).body;
      expect(chat.map((message: { content: string }) => message.content)).toContain('Two skirts found');
      expect((await read(t.http, cast.clientA, '/api/notifications').expect(200)).body.unreadCount).toBe(unread + 1);
      await request(t.http).post('/api/notifications/read-all').set(bearer(cast.clientA)).expect(204);
      expect((await read(t.http, cast.clientA, '/api/notifications').expect(200)).body.unreadCount).toBe(0);

      expect((await read(t.http, cast.shopperA, comments()).expect(200)).body).toEqual([]);
      await request(t.http)
        .post(`/api/tasks/${onLoadTask}/images/comments`)
        .set(bearer(cast.clientA))
        .send({ imageUrl: PHOTO, content: 'Shorter?', x: 0.5, y: 0.5 })
        .expect(201);
      const pins = (await read(t.http, cast.shopperA, comments()).expect(200)).body;
      expect(pins.map((pin: { content: string }) => pin.content)).toEqual(['Shorter?']);

      const invoices = `/api/tasks/${onLoadTask}/invoices`;
      const invoice = `/api/tasks/${onLoadTask}/invoice`;
      expect((await read(t.http, cast.clientA, invoices).expect(200)).body).toEqual([]);
      expect((await read(t.http, cast.shopperA, invoice).expect(200)).body.invoice).toBeNull();
      await request(t.http).post(invoice).set(bearer(cast.shopperA)).expect(201);
      // A draft is the shopper's alone; finalized, it is the client's to read at once too.
      expect((await read(t.http, cast.shopperA, invoice).expect(200)).body.invoice.status).toBe('DRAFT');
      expect((await read(t.http, cast.clientA, invoices).expect(200)).body).toEqual([]);
      const item = await request(t.http)
        .post(`/api/tasks/${onLoadTask}/items`)
        .set(bearer(cast.shopperA))
        .send({ name: 'Lamp', unitPrice: '20.00' })
        .expect(201);
      await request(t.http)
        .post(`/api/tasks/${onLoadTask}/finalize`)
        .set(bearer(cast.shopperA))
        .send({ selectedItems: [{ itemId: item.body.id, quantity: 1 }] })
        .expect(200);
      expect((await read(t.http, cast.clientA, invoices).expect(200)).body).toHaveLength(1);
      expect((await read(t.http, cast.shopperA, invoice).expect(200)).body.invoice.status).toBe('DUE');
    });

    it('shows a notification a domain event made outside a request at once', async () => {
      const before = (await read(t.http, cast.shopperA, '/api/notifications').expect(200)).body.unreadCount;
      await t.app.get(DomainEvents).publish('item.created', {
        taskId: onLoadTask,
        actorId: cast.clientA.id,
        itemId: onLoadTask,
        name: 'Imported from a link',
      });
      const feed = (await read(t.http, cast.shopperA, '/api/notifications').expect(200)).body;
      expect(feed.unreadCount).toBe(before + 1);
      expect(feed.items[0].summary).toBe('Imported from a link');
    });

    it('shows a client who joined and an invite code at once', async () => {
      const names = async () =>
        (await read(t.http, cast.shopperA, '/api/clients').expect(200)).body.map(
          (client: { profile: { displayName: string } }) => client.profile.displayName,
        );
      expect(await names()).not.toContain('Ellis Newcomer');
      // Signed up without a session: the registration publishes client.joined.
      await registerClient(t.http, { shopperId: cast.shopperA.id, displayName: 'Ellis Newcomer' });
      expect(await names()).toContain('Ellis Newcomer');

      const codes = (await read(t.http, cast.shopperA, '/api/invite-codes').expect(200)).body.length;
      const created = await request(t.http)
        .post('/api/invite-codes')
        .set(bearer(cast.shopperA))
        .send({ clientName: 'Frankie' })
        .expect(201);
      expect((await read(t.http, cast.shopperA, '/api/invite-codes').expect(200)).body).toHaveLength(codes + 1);
      await request(t.http).post(`/api/invite-codes/${created.body.id}/revoke`).set(bearer(cast.shopperA)).expect(204);
      expect((await read(t.http, cast.shopperA, '/api/invite-codes').expect(200)).body).toHaveLength(codes);
    });

    it("raises the tenant's data version when the variants of an avatar or a logo are made", async () => {
      const dataSource = t.app.get(DataSource);
      const versionOf = async (): Promise<number> =>
        Number(
          (
            (await dataSource.query('SELECT dataVersion FROM shoppers WHERE userId = ?', [cast.shopperA.id])) as Array<{
              dataVersion: number | string;
            }>
          )[0].dataVersion,
        );
      // The client's avatar: her shopper's tenant (task pages, the client list show it).
      await dataSource
        .getRepository(Upload)
        .insert({ id: randomUUID(), userId: cast.clientA.id, taskId: null, storageKey: 'av/avatar-on-load.jpg' });
      const before = await versionOf();
      await t.app.get(DomainEvents).publish('image.variants-ready', { storageKey: 'av/avatar-on-load.jpg' });
      expect(await versionOf()).toBeGreaterThan(before);
    });

    it('never serves one user or tenant the answer kept for another', async () => {
      for (const path of [...shopperReads(), ...clientReads()]) {
        await read(t.http, cast.shopperA, path);
        await read(t.http, cast.clientA, path);
      }
      const ownMe = async (account: TestAccount) =>
        expect((await read(t.http, account, '/api/me').expect(200)).body.user.id).toBe(account.id);
      for (const account of [cast.shopperA, cast.clientA, cast.shopperB, cast.clientB]) await ownMe(account);
      expect((await read(t.http, cast.clientB, '/api/notifications').expect(200)).body.items).toEqual([]);
      expect(
        (await read(t.http, cast.shopperB, '/api/clients').expect(200)).body.map((c: { id: string }) => c.id),
      ).toEqual([cast.clientB.id]);
      expect((await read(t.http, cast.shopperB, '/api/invite-codes').expect(200)).body).toEqual([]);
      expect((await read(t.http, cast.shopperB, '/api/shoppers/me').expect(200)).body.businessName).not.toBe(
        'Avery Styling',
      );
      expect((await read(t.http, cast.clientB, '/api/my-shopper').expect(200)).body.id).toBe(cast.shopperB.id);
      await read(t.http, cast.shopperB, `/api/recipients?clientId=${cast.clientA.id}`).expect(404);
      for (const other of [cast.shopperB, cast.clientB]) {
        await read(t.http, other, `/api/tasks/${onLoadTask}/messages`).expect(404);
        await read(t.http, other, `/api/tasks/${onLoadTask}/invoices`).expect(404);
        await read(t.http, other, comments()).expect(404);
      }
      // Within the tenant: the client never gets the shopper's kept answer (no fee fields).
      const asShopper = (await read(t.http, cast.shopperA, `/api/tasks/${onLoadTask}/invoices`).expect(200)).text;
      const asClient = (await read(t.http, cast.clientA, `/api/tasks/${onLoadTask}/invoices`).expect(200)).text;
      expect(asClient).not.toBe(asShopper);
      await read(t.http, cast.clientA, '/api/clients').expect(403);
      await read(t.http, cast.clientA, '/api/shoppers/me').expect(403);
    });
  });

  it('refuses a revoked session even where an answer is kept', async () => {
    const path = `/api/tasks/${taskId}`;
    const { body } = await request(t.http)
      .post('/api/auth/login')
      .send({ email: cast.clientA.email, password: TEST_PASSWORD })
      .expect(200);
    const otherDevice = { token: body.token as string };
    await request(t.http).get(path).set(bearer(otherDevice)).expect(200);
    await request(t.http)
      .post('/api/auth/change-password')
      .set(bearer(cast.clientA))
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' })
      .expect(200);
    const refused = await request(t.http).get(path).set(bearer(otherDevice)).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
  });

  describe('with a second api process on the same database', () => {
    let second: INestApplication;

    beforeAll(async () => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
      second = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
      await second.listen(0, '127.0.0.1');
    });
    afterAll(() => second.close());

    it('never serves an answer kept from before a change made through the other', async () => {
      const fresh = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
      const path = `/api/tasks/${fresh}`;
      expect((await read(second.getHttpServer(), cast.shopperA, path).expect(200)).body.items).toEqual([]);
      await request(t.http)
        .post(`/api/tasks/${fresh}/items`)
        .set(bearer(cast.shopperA))
        .send({ name: 'Silk scarf', quantity: 1, unitPrice: '45.00' })
        .expect(201);
      const { body } = await read(second.getHttpServer(), cast.shopperA, path).expect(200);
      expect(body.items.map((item: { name: string }) => item.name)).toEqual(['Silk scarf']);
      const list = (await read(second.getHttpServer(), cast.shopperA, '/api/tasks').expect(200)).body;
      expect(list.find((row: { id: string }) => row.id === fresh).itemCount).toBe(1);
    });
  });
});
