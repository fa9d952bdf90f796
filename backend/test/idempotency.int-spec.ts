import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { IdempotencyKeyRecord } from '../src/common/idempotency/idempotency-key.entity';
import { INVALID_KEY, KEY_REUSED } from '../src/common/idempotency/idempotency.interceptor';
import { IdempotencyKeys, KEY_LEASE_MS } from '../src/common/idempotency/idempotency-keys';
import { requestFingerprint } from '../src/common/idempotency/request-fingerprint';
import { InviteCode } from '../src/modules/invite-codes/invite-code.entity';
import { Item } from '../src/modules/items/entities/item.entity';
import { Message } from '../src/modules/messages/message.entity';
import { Notification } from '../src/modules/notifications/notification.entity';
import { Recipient } from '../src/modules/recipients/recipient.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const BLAZER = { name: 'Linen blazer', quantity: 1, unitPrice: '129.50' };

/**
 * Idempotency-Key on signed-in POSTs (Stripe's model), against the real database: a repeat
 * answers the first answer and creates nothing, whether it comes after the first answer, at
 * the same moment, or through another api process.
 */
describe(`idempotency keys (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let db: DataSource;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const newTask = async () => (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  const addItem = (http: App, taskId: string, key: string | null, body: object = BLAZER) => {
    const call = request(http).post(`/api/tasks/${taskId}/items`).set(bearer(cast.shopperA));
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const itemsOf = (taskId: string) => db.getRepository(Item).countBy({ taskId });

  it('answers a repeat with the first answer, replayed, and creates one item and one notification', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    const first = await addItem(t.http, taskId, key).expect(201);
    const repeat = await addItem(t.http, taskId, key).expect(201);
    expect(repeat.body).toEqual(first.body);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await itemsOf(taskId)).toBe(1);
    expect(await db.getRepository(Notification).countBy({ userId: cast.clientA.id, taskId })).toBe(1);
  });

  it('lets requests racing with one key create one item, every one answered with it', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addItem(t.http, taskId, key)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await itemsOf(taskId)).toBe(1);
  });

  it('refuses the key with a different body (409) and leaves the first item alone', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    await addItem(t.http, taskId, key).expect(201);
    const res = await addItem(t.http, taskId, key, { ...BLAZER, quantity: 2 }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: KEY_REUSED });
    expect(await itemsOf(taskId)).toBe(1);
  });

  it('refuses the key on another route (409)', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    await addItem(t.http, taskId, key).expect(201);
    await request(t.http)
      .post(`/api/tasks/${taskId}/messages`)
      .set(bearer(cast.shopperA))
      .set('Idempotency-Key', key)
      .send({ content: 'Found it' })
      .expect(409);
  });

  it('keeps keys per user: the same key from two users creates for each', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    const say = (account: TestAccount) =>
      request(t.http)
        .post(`/api/tasks/${taskId}/messages`)
        .set(bearer(account))
        .set('Idempotency-Key', key)
        .send({ content: 'Same words' });
    await say(cast.shopperA).expect(201);
    await say(cast.clientA).expect(201);
    expect(await db.getRepository(Message).countBy({ taskId })).toBe(2);
  });

  it('compares keys byte for byte: keys differing in case are two keys', async () => {
    const taskId = await newTask();
    await addItem(t.http, taskId, 'Tap-A').expect(201);
    await addItem(t.http, taskId, 'tap-a').expect(201);
    expect(await itemsOf(taskId)).toBe(2);
  });

  it('gives the key back when the first request fails, so the corrected retry runs', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    await addItem(t.http, taskId, key, { ...BLAZER, unitPrice: 'free' }).expect(400);
    const retry = await addItem(t.http, taskId, key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await itemsOf(taskId)).toBe(1);
  });

  it('runs a request again once its key is older than 24 hours', async () => {
    const taskId = await newTask();
    const key = randomUUID();
    await addItem(t.http, taskId, key).expect(201);
    await db
      .getRepository(IdempotencyKeyRecord)
      .update({ userId: cast.shopperA.id, idempotencyKey: key }, { createdAt: new Date(Date.now() - 25 * 3600_000) });
    const again = await addItem(t.http, taskId, key).expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await itemsOf(taskId)).toBe(2);
  });

  describe('a key whose first request died (claimed, never answered)', () => {
    /** The row a request leaves when its process is killed, or its database connection lost, mid-way. */
    const leaveDeadClaim = (taskId: string, key: string, leaseExpiresAt: Date) =>
      db.getRepository(IdempotencyKeyRecord).insert({
        userId: cast.shopperA.id,
        idempotencyKey: key,
        fingerprint: requestFingerprint({
          method: 'POST',
          originalUrl: `/api/tasks/${taskId}/items`,
          body: BLAZER,
          is: () => false,
        } as unknown as Request),
        responseStatus: null,
        responseBody: null,
        answeredAt: null,
        leaseExpiresAt,
      });

    it('is taken over by a retry once its lease has passed, which runs the request', async () => {
      const taskId = await newTask();
      const key = randomUUID();
      await leaveDeadClaim(taskId, key, new Date(Date.now() - 1_000));
      const retry = await addItem(t.http, taskId, key).expect(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await itemsOf(taskId)).toBe(1);
      // And the retry's answer is what later repeats get.
      const repeat = await addItem(t.http, taskId, key).expect(201);
      expect(repeat.body.id).toBe(retry.body.id);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
    });

    it('makes a retry that comes within the lease wait for it to pass, then run', async () => {
      const taskId = await newTask();
      const key = randomUUID();
      await leaveDeadClaim(taskId, key, new Date(Date.now() + 2_000));
      const started = Date.now();
      await addItem(t.http, taskId, key).expect(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      expect(await itemsOf(taskId)).toBe(1);
    });

    it('lets one of two retries at once take it over; the other gets its answer', async () => {
      const taskId = await newTask();
      const key = randomUUID();
      await leaveDeadClaim(taskId, key, new Date(Date.now() - 1_000));
      const [a, b] = await Promise.all([addItem(t.http, taskId, key), addItem(t.http, taskId, key)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.id).toBe(a.body.id);
      expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].sort()).toEqual(['true', undefined]);
      expect(await itemsOf(taskId)).toBe(1);
    });
  });

  it('renews the lease of a claim while its request runs', async () => {
    const keys = t.app.get(IdempotencyKeys);
    const scope = { userId: cast.shopperA.id, idempotencyKey: randomUUID() };
    expect(await keys.claim(scope, 'f'.repeat(64))).toEqual({ kind: 'claimed' });
    const rows = db.getRepository(IdempotencyKeyRecord);
    const first = (await rows.findOneByOrFail(scope)).leaseExpiresAt!;
    expect(first.getTime()).toBeGreaterThan(Date.now() + KEY_LEASE_MS - 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await keys.renew(scope);
    expect((await rows.findOneByOrFail(scope)).leaseExpiresAt!.getTime()).toBeGreaterThan(first.getTime());
  });

  it('changes nothing without a key: two requests, two items', async () => {
    const taskId = await newTask();
    await addItem(t.http, taskId, null).expect(201);
    await addItem(t.http, taskId, null).expect(201);
    expect(await itemsOf(taskId)).toBe(2);
  });

  it('refuses a key that is empty, too long or not visible ASCII (400)', async () => {
    const taskId = await newTask();
    for (const key of ['x'.repeat(256), 'clé', 'two words']) {
      const res = await addItem(t.http, taskId, key).expect(400);
      expect(res.body.message).toBe(INVALID_KEY);
    }
    expect(await itemsOf(taskId)).toBe(0);
  });

  it('makes a double-sent invite code, recipient and message one of each', async () => {
    const taskId = await newTask();
    const twice = async (send: () => request.Test) => {
      const [a, b] = await Promise.all([send(), send()]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
    };
    const codeKey = randomUUID();
    const codesBefore = await db.getRepository(InviteCode).countBy({ shopperId: cast.shopperA.id });
    await twice(() =>
      request(t.http).post('/api/invite-codes').set(bearer(cast.shopperA)).set('Idempotency-Key', codeKey).send({}),
    );
    expect(await db.getRepository(InviteCode).countBy({ shopperId: cast.shopperA.id })).toBe(codesBefore + 1);

    const recipientKey = randomUUID();
    await twice(() =>
      request(t.http)
        .post('/api/recipients')
        .set(bearer(cast.clientA))
        .set('Idempotency-Key', recipientKey)
        .send({ relationship: 'spouse', displayName: 'Sam' }),
    );
    expect(await db.getRepository(Recipient).countBy({ clientId: cast.clientA.id, displayName: 'Sam' })).toBe(1);

    const messageKey = randomUUID();
    await twice(() =>
      request(t.http)
        .post(`/api/tasks/${taskId}/messages`)
        .set(bearer(cast.clientA))
        .set('Idempotency-Key', messageKey)
        .send({ content: 'Only once' }),
    );
    expect(await db.getRepository(Message).countBy({ taskId, content: 'Only once' })).toBe(1);
  });

  it('replays an empty answer with its status (204)', async () => {
    const key = randomUUID();
    const read = () =>
      request(t.http).post('/api/notifications/read-all').set(bearer(cast.clientA)).set('Idempotency-Key', key).send();
    await read().expect(204);
    const repeat = await read().expect(204);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it('shares keys across api processes: a double tap split over two apis creates one item', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
    const second: INestApplication = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
    await second.listen(0, '127.0.0.1');
    try {
      const taskId = await newTask();
      const key = randomUUID();
      const [a, b] = await Promise.all([addItem(t.http, taskId, key), addItem(second.getHttpServer(), taskId, key)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.id).toBe(a.body.id);
      expect(await itemsOf(taskId)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
