import { createConnection } from 'node:net';
import { Queue } from 'bullmq';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { Like } from 'typeorm';
import { OutboxJob } from '../../src/infra/queue/outbox/outbox-job.entity';
import { QUEUE_DEFINITIONS, type PayloadOf } from '../../src/infra/queue/queue-definitions';
import { retryDelayMs, retryWindowMs } from '../../src/infra/queue/retry-schedule';
import { PendingDigest } from '../../src/modules/email/digests/pending-digest.entity';
import { EmailRecord } from '../../src/modules/email/email-record.entity';
import type { ShopTask } from '../../src/modules/tasks/task.entity';
import { registerClient, registerShopper, type TestAccount } from '../support/accounts';
import { eventually } from '../support/eventually';
import { connectSocket, type LiveEvent, nextEvent } from '../support/live-sockets';
import { seedTask } from '../support/shopping-fixtures';
import { type FaultApp, startFaultApp } from './support/fault-app';
import { OwnMariaDb } from './support/own-mariadb';
import { OwnRedis } from './support/own-redis';
import { OwnSmtp } from './support/own-smtp';
import { withRetriesScaledDown } from './support/scaled-retries';

/**
 * The mail and digests queues retry by the production schedule divided by this factor (5 s
 * doubling to 10 min becomes 250 ms doubling to 30 s; still 10 attempts), so a mail server
 * outage of the length, divided by the same factor, takes seconds instead of minutes.
 * The database's outage is not scaled: there the shorter delays only bring the digest's next
 * attempt sooner after the database is back (and a window that covers the outage when scaled
 * covers it unscaled too).
 */
const RETRY_SCALE = 20;
const QUEUES = withRetriesScaledDown(RETRY_SCALE, ['mail', 'digests']);
/** The outage of the mail server the issue names, against the real schedule... */
const REAL_SMTP_OUTAGE_MS = 3 * 60_000;
/** ...and as this test makes it, against the scaled schedule. */
const SMTP_OUTAGE_MS = REAL_SMTP_OUTAGE_MS / RETRY_SCALE;
/** Not scaled: the database and Redis are down for as long as the issue says. */
const MARIADB_OUTAGE_MS = 20_000;
const REDIS_OUTAGE_MS = 30_000;
/** Long enough to stop MariaDB (about two seconds) after the digest's job is queued, before it is due. */
const DIGEST_DELAY_MS = 6_000;
/** A job failing when a dependency comes back runs again within the longest scaled retry delay. */
const NEXT_ATTEMPT_MS = retryDelayMs(QUEUES.digests, QUEUES.digests.attempts);
/** The slowest steps after that: a digest job, its mail job, the SMTP exchange, on a busy machine. */
const JOBS_MS = 15_000;

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/**
 * What users keep when a dependency goes away for a while, on real servers this test starts
 * for itself and stops and starts again (MariaDB, Redis and an SMTP server, each on a port and
 * data directory of its own; the machine's shared servers are never touched), with the api and
 * a worker in this process and files in a bucket (s3rver). One app and one set of servers for
 * the whole file, the cases one after the other, each on a task of its own.
 */
describe('faults: dependency outages (MariaDB, Redis, SMTP)', () => {
  let mariadb: OwnMariaDb;
  let redis: OwnRedis;
  let smtp: OwnSmtp;
  let t: FaultApp;
  let shopper: TestAccount;
  let client: TestAccount;
  let digestsQueue: Queue<PayloadOf<'digests'>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [mariadb, redis, smtp] = await Promise.all([OwnMariaDb.start(), OwnRedis.start(), new OwnSmtp().start()]);
    t = await startFaultApp({
      mariadb,
      redis,
      queues: QUEUES,
      env: { SMTP_URL: smtp.url, APP_URL: 'https://atelier.test', EMAIL_DIGEST_DELAY_MS: String(DIGEST_DELAY_MS) },
    });
    shopper = await registerShopper(t.http, { displayName: 'Harper Lane' });
    client = await registerClient(t.http, { shopperId: shopper.id, displayName: 'Casey Client' });
    digestsQueue = new Queue('digests', { connection: { url: redis.url }, prefix: t.config.redisPrefix });
    // Its connection drops with Redis in the Redis case; ioredis reconnects by itself.
    digestsQueue.on('error', () => undefined);
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await digestsQueue?.close();
    // A case that failed halfway may have left a server down: the app closes cleanly only with them.
    if (mariadb && !mariadb.running) await mariadb.startAgain();
    if (redis && !redis.running) await redis.startAgain();
    try {
      await t?.close();
    } finally {
      await Promise.all([mariadb?.close(), redis?.close(), smtp?.stop()]);
    }
  }, 60_000);

  const taskTitled = (title: string): Promise<ShopTask> =>
    seedTask(t.app, { shopperId: shopper.id, clientId: client.id }, { title });
  const postMessage = (taskId: string, content: string) =>
    request(t.http).post(`/api/tasks/${taskId}/messages`).set(bearer(client)).send({ content });
  const digestSubject = (title: string) => new RegExp(`on '${title}'$`);

  it('delivers a digest that came due while MariaDB was down for 20 s once it is back, and the next digests of that task', async () => {
    const task = await taskTitled('Due in the outage');
    await postMessage(task.id, 'Could you find it in green?').expect(201);
    const pending = await eventually(() =>
      t.dataSource.getRepository(PendingDigest).findOneBy({ userId: shopper.id, taskId: task.id }),
    );
    const jobId = `digest-${pending.id}`;
    // The outbox has handed the job to Redis, where it waits until the digest is due.
    const queued = await eventually(() => digestsQueue.getJob(jobId));

    await mariadb.stop();
    const stoppedAt = Date.now();
    // The digest came due during the outage, and its job ran and failed there.
    expect(queued.timestamp + queued.delay).toBeGreaterThan(stoppedAt);
    await eventually(async () => ((await digestsQueue.getJob(jobId))?.attemptsMade ?? 0) > 0, MARIADB_OUTAGE_MS);
    // The scaled schedule rides out this outage, so the real one (RETRY_SCALE times longer) does too.
    expect(retryWindowMs(QUEUES.digests)).toBeGreaterThan(MARIADB_OUTAGE_MS + DIGEST_DELAY_MS);
    await sleepUntil(stoppedAt + MARIADB_OUTAGE_MS);
    expect(smtp.to(shopper.email, digestSubject('Due in the outage'))).toEqual([]);
    await mariadb.startAgain();

    const digest = await smtp.waitFor(shopper.email, digestSubject('Due in the outage'), NEXT_ATTEMPT_MS + JOBS_MS);
    expect(digest.subject).toBe("Casey Client sent a message on 'Due in the outage'");
    expect(digest.text).toContain('Could you find it in green?');
    const job = await digestsQueue.getJob(jobId);
    expect({ state: await job!.getState(), retried: job!.attemptsMade > 1 }).toEqual({
      state: 'completed',
      retried: true,
    });

    // The pair is not silenced by the outage: the next event schedules the next digest.
    await postMessage(task.id, 'Or in navy, if not.').expect(201);
    const next = await smtp.waitFor(shopper.email, digestSubject('Due in the outage'), DIGEST_DELAY_MS + JOBS_MS, 2);
    expect(next.text).toContain('Or in navy, if not.');
    expect(next.text).not.toContain('Could you find it in green?');
  }, 120_000);

  it('sends a password-reset email asked for while the mail server is down, once it is back', async () => {
    // The case is 3 minutes without the mail server under the real schedule (about 30
    // minutes of retries). Here both are RETRY_SCALE times shorter: 9 s against about 90 s.
    expect(retryWindowMs(QUEUE_DEFINITIONS.mail)).toBeGreaterThan(REAL_SMTP_OUTAGE_MS);
    expect(retryWindowMs(QUEUES.mail)).toBe(retryWindowMs(QUEUE_DEFINITIONS.mail) / RETRY_SCALE);
    expect(retryWindowMs(QUEUES.mail)).toBeGreaterThan(SMTP_OUTAGE_MS);
    // Someone of her own: the reset ends every session of the account.
    const user = await registerShopper(t.http);
    const url = smtp.url;

    await smtp.stop();
    const stoppedAt = Date.now();
    await expect(connectTo(url)).rejects.toThrow(/ECONNREFUSED/);
    await request(t.http).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    // Tried during the outage, failed, and queued again: not given up on.
    const failed = await eventually(async () => {
      const email = await t.dataSource
        .getRepository(EmailRecord)
        .findOneBy({ recipient: user.email, kind: 'password-reset' });
      return email && email.attempts > 0 && email;
    }, SMTP_OUTAGE_MS);
    expect(failed).toMatchObject({ status: 'queued', lastError: expect.any(String) });
    await sleepUntil(stoppedAt + SMTP_OUTAGE_MS);
    expect(await t.dataSource.getRepository(EmailRecord).findOneBy({ id: failed.id })).toMatchObject({
      status: 'queued',
    });

    await smtp.start();
    expect(smtp.url).toBe(url);
    const mail = await smtp.waitFor(
      user.email,
      /Reset your Atelier password/,
      retryDelayMs(QUEUES.mail, QUEUES.mail.attempts) + JOBS_MS,
    );
    // The mail server has the message a moment before the job, told so, records it as sent.
    const sent = await eventually(async () => {
      const email = await t.dataSource.getRepository(EmailRecord).findOneBy({ id: failed.id });
      return email?.status === 'sent' && email;
    }, JOBS_MS);
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(sent!.attempts).toBeGreaterThan(1);
    // The link in the email that finally went out is the one that works.
    const link = mail.text!.match(/https:\/\/atelier\.test\/reset-password\?token=\S+/)![0];
    const token = new URL(link).searchParams.get('token');
    await request(t.http).post('/api/auth/reset-password').send({ token, password: 'brand-new-pass' }).expect(200);
  }, 90_000);

  it('answers a chat message posted while Redis is down for 30 s at once; its live event, notification and digest follow', async () => {
    const task = await taskTitled('Posted in the outage');
    const socket = await connectSocket(t.url, shopper.token);
    sockets.push(socket);
    const live = nextEvent<LiveEvent>(
      socket,
      (event) => event.type === 'message.created' && event.taskId === task.id,
      'live',
      REDIS_OUTAGE_MS + JOBS_MS,
    );

    await redis.stop();
    const stoppedAt = Date.now();
    const started = performance.now();
    const posted = await postMessage(task.id, 'Is the blue one still there?');
    const answeredInMs = performance.now() - started;
    expect(posted.status).toBe(201);
    expect(answeredInMs).toBeLessThan(2_000);
    // Its digest's job waits in the database for Redis.
    const waiting = () =>
      t.dataSource.getRepository(OutboxJob).countBy({ queue: 'digests', payload: Like(`%${task.id}%`) });
    expect(await waiting()).toBe(1);
    await sleepUntil(stoppedAt + REDIS_OUTAGE_MS);
    expect(await waiting()).toBe(1);
    await redis.startAgain();

    const event = await live;
    expect(event).toMatchObject({ message: { id: posted.body.id, content: 'Is the blue one still there?' } });
    const feed = await request(t.http).get('/api/notifications').set(bearer(shopper)).expect(200);
    expect(feed.body.items).toContainEqual(
      expect.objectContaining({ kind: 'MESSAGE', taskId: task.id, summary: 'Is the blue one still there?' }),
    );
    const digest = await smtp.waitFor(shopper.email, digestSubject('Posted in the outage'), JOBS_MS);
    expect(digest.text).toContain('Is the blue one still there?');
    expect(await waiting()).toBe(0);
  }, 120_000);

  it('answers a write while MariaDB is down with 503 and Retry-After, and takes writes again once it is back', async () => {
    const task = await taskTitled('Written in the outage');
    await mariadb.stop();
    try {
      const refused = await postMessage(task.id, 'Anyone there?');
      expect({ status: refused.status, retryAfter: refused.headers['retry-after'] }).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
      });
      expect(refused.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      // The health check reports the database down after two failed probes (5 s apart at most).
      await eventually(async () => (await request(t.http).get('/api/health/ready')).status === 503, 15_000);
    } finally {
      await mariadb.startAgain();
    }
    await eventually(async () => (await postMessage(task.id, 'Back again')).status === 201, 15_000);
  }, 60_000);
});

/** Opens a TCP connection to the server of `url` and closes it: rejects when nothing listens. */
function connectTo(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}
