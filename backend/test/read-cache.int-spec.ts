import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { Item } from '../src/modules/items/entities/item.entity';
import { LiveEvents } from '../src/modules/realtime/live-events.service';
import { TEST_PASSWORD, type TestAccount } from './support/accounts';
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
    await t.app.get(LiveEvents).toTask(taskId, { type: 'item.import-finished', itemId: item.id });
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
