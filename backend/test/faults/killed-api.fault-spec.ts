import { randomUUID } from 'node:crypto';
import { type Connection, createConnection, type RowDataPacket } from 'mysql2/promise';
import request from 'supertest';
import { KEY_LEASE_MS } from '../../src/common/idempotency/idempotency-keys';
import { type BuiltApi, waitFor } from '../support/processes';
import { bearer, type Parties, taskWithItem } from '../scale/support/shopping';
import { registerCast } from '../support/shopping-fixtures';
import { BuiltApis } from './support/built-apis';
import { OwnMariaDb } from './support/own-mariadb';
import { OwnRedis } from './support/own-redis';

/** After the lease: the retry's own work, on a busy machine. */
const RETRY_RUNS_MS = 5_000;

/**
 * An api process that dies (SIGKILL) after claiming a request's Idempotency-Key, before the
 * request did anything: the client's retry of that request with the same key, through the
 * other api process, runs once the dead request's lease has passed, and the change it asks for
 * exists once. Two built api processes on MariaDB and Redis servers of this test's own.
 */
describe('faults: an api process killed after claiming an Idempotency-Key', () => {
  let mariadb: OwnMariaDb;
  let redis: OwnRedis;
  let built: BuiltApis;
  let apiA: BuiltApi;
  let apiB: BuiltApi;
  let parties: Parties;

  beforeAll(async () => {
    [mariadb, redis] = await Promise.all([OwnMariaDb.start(), OwnRedis.start()]);
    built = await BuiltApis.start(mariadb, redis);
    [apiA, apiB] = built.apis;
    const cast = await registerCast(apiA.url);
    const recipient = await request(apiA.url)
      .post('/api/recipients')
      .set(bearer(cast.clientA))
      .send({ relationship: 'self', displayName: 'Casey herself' })
      .expect(201);
    parties = { shopper: cast.shopperA, client: cast.clientA, recipientId: recipient.body.id };
  }, 180_000);

  afterAll(async () => {
    try {
      await built?.close();
    } finally {
      await Promise.all([mariadb?.close(), redis?.close()]);
    }
  });

  it('lets the retry through the other api run once the lease has passed, and the message exists once', async () => {
    const { taskId } = await taskWithItem(apiA.url, parties, 'Asked twice');
    const key = `fault-${randomUUID()}`;
    const content = 'Sent once, whatever happens';
    const postMessage = (api: BuiltApi) =>
      request(api.url)
        .post(`/api/tasks/${taskId}/messages`)
        .set(bearer(parties.client))
        .set('Idempotency-Key', key)
        .send({ content });

    // The task table is held, so api A's request stops at its first read of the task: after
    // the key is claimed (by the interceptor, before the handler) and before any write.
    const holder = await createConnection(built.databaseUrl);
    const observer = await createConnection(built.databaseUrl);
    let killedAt = 0;
    try {
      await holder.query('LOCK TABLES shop_tasks WRITE');
      const first = postMessage(apiA).then(
        (answer) => `answered ${answer.status}`,
        (error: Error) => error.message,
      );
      await waitFor(
        'api A to claim the key and wait for the task',
        async () => (await claimed(observer, key)) && (await waitingForTasks(observer)),
        built.processes,
      );
      expect(await apiA.process.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      killedAt = Date.now();
      expect(await first).toMatch(/socket hang up|ECONNRESET/);
    } finally {
      await holder.query('UNLOCK TABLES');
      await Promise.all([holder.end(), observer.end()]);
    }

    const retried = await postMessage(apiB);
    const answeredAfterMs = Date.now() - killedAt;
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(answeredAfterMs).toBeLessThan(KEY_LEASE_MS + RETRY_RUNS_MS);
    const chat = await request(apiB.url).get(`/api/tasks/${taskId}/messages`).set(bearer(parties.shopper)).expect(200);
    expect((chat.body as Array<{ id: string; content: string }>).filter((m) => m.content === content)).toEqual([
      expect.objectContaining({ id: retried.body.id }),
    ]);

    // Answered now: a further repeat gets that answer and changes nothing.
    const repeated = await postMessage(apiB).expect(201);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.body.id).toBe(retried.body.id);
  }, 60_000);
});

async function claimed(connection: Connection, key: string): Promise<boolean> {
  const [rows] = await connection.query<RowDataPacket[]>(
    'SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotencyKey = ? AND answeredAt IS NULL',
    [key],
  );
  return Number(rows[0].n) === 1;
}

/** A statement of another connection is blocked by the lock on the task table. */
async function waitingForTasks(connection: Connection): Promise<boolean> {
  const [rows] = await connection.query<RowDataPacket[]>(
    "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE state = 'Waiting for table metadata lock' AND info LIKE '%shop_tasks%'",
  );
  return Number(rows[0].n) > 0;
}
