import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import type { AppConfig } from '../src/config/app-config';
import { queueGaugeLeaseKey } from '../src/infra/metrics/queue-gauge-lease';
import { WorkerMetricsServer } from '../src/infra/metrics/worker-metrics-server';
import { QUEUE_DEFINITIONS, queueNames } from '../src/infra/queue/queue-definitions';
import { TEST_PASSWORD } from './support/accounts';
import { eventually } from './support/eventually';
import { baseUrlOf, connectSocket } from './support/live-sockets';
import { parsePrometheusText, type Scrape, samplesOf, scrapeUrl, valueOf } from './support/prometheus-text';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

const TOKEN = randomBytes(24).toString('hex');
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'];

describe('metrics (GET /metrics, METRICS_TOKEN)', () => {
  let t: TestApp;
  let cast: Cast;

  /** Another api process on the same database, Redis and environment, with `config` changed. */
  const secondApi = async (config: AppConfig): Promise<INestApplication> => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
    const app = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
    await app.listen(0, '127.0.0.1');
    return app;
  };

  const scrape = async (http: App = t.http): Promise<Scrape> =>
    parsePrometheusText((await request(http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text);

  /** The process that runs the jobs: the worker with Redis (on METRICS_PORT), the api without. */
  const scrapeJobRunner = (): Promise<Scrape> => {
    if (!t.worker) return scrape();
    return scrapeUrl(`http://127.0.0.1:${t.worker.get(WorkerMetricsServer).port()}/metrics`, TOKEN);
  };

  beforeAll(async () => {
    // METRICS_PORT is the worker's (with Redis); the api serves on its own port.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('refuses a scrape without the token, with another one, or with the token as a password (401)', async () => {
      const refusals = [
        request(t.http).get('/metrics'),
        request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`),
        request(t.http)
          .get('/metrics')
          .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}`),
        request(t.http).get('/metrics').auth('prometheus', TOKEN),
      ];
      for (const refused of await Promise.all(refusals)) {
        expect(refused.status).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(refused.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
      }
    });

    it('does not exist without METRICS_TOKEN (404, not the web app)', async () => {
      // Without Redis: what it asks Redis as it boots could still be on its way when the app is
      // closed right after one request ("Connection is closed"), and the 404 owes nothing to Redis.
      const closed = await secondApi({ ...t.config, redisUrl: null, metrics: { token: null, port: null } });
      try {
        const answer = await request(closed.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      } finally {
        await closed.close();
      }
    });

    it('is not rate limited: more scrapes in a minute than any limit allows all succeed', async () => {
      // The loosest limit is 60 a minute per IP (registration); sign-in allows 30.
      for (let i = 0; i < 65; i++) await scrape();
    });
  });

  it("serves Prometheus' text format, with Node's process metrics", async () => {
    const answer = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { samples, types } = parsePrometheusText(answer.text);
    expect(samples.length).toBeGreaterThan(50);
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('atelier_job_duration_seconds')).toBe('histogram');
    expect(types.get('atelier_queue_jobs')).toBe('gauge');
    expect(types.get('atelier_socket_connections')).toBe('gauge');
  });

  describe('http_request_duration_seconds', () => {
    const requests = (scraped: Scrape, labels: Record<string, string>) =>
      valueOf(scraped, 'http_request_duration_seconds_count', labels);

    it('labels a request with its route template, and what no route answers with fixed labels, never a raw id', async () => {
      const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
      const unknownId = randomUUID();
      const read = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${cast.shopperA.token}`);
      const before = await scrape();

      await read(`/api/tasks/${task.id}`).expect(200);
      // The second read is answered from the read cache, ahead of routing: the same route still.
      await read(`/api/tasks/${task.id}`).expect(200);
      await read(`/api/tasks/${unknownId}`).expect(404);
      await read(`/api/no-such-thing/${unknownId}`).expect(404);
      await request(t.http)
        .get(`/files/uploads/ab/${'c'.repeat(64)}.jpg`)
        .expect(404);
      const deepLink = await request(t.http).get(`/tasks/${unknownId}`);
      const after = await scrape();

      const delta = (labels: Record<string, string>) => requests(after, labels) - requests(before, labels);
      expect(delta({ method: 'GET', route: '/api/tasks/:id', status_code: '200' })).toBe(2);
      expect(delta({ method: 'GET', route: '/api/tasks/:id', status_code: '404' })).toBe(1);
      expect(delta({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
      expect(delta({ method: 'GET', route: '/files/uploads/*', status_code: '404' })).toBe(1);
      expect(delta({ method: 'GET', route: 'web-app', status_code: String(deepLink.status) })).toBe(1);
      const labelValues = after.samples.flatMap((sample) => Object.values(sample.labels));
      expect(labelValues.filter((value) => value.includes(task.id) || value.includes(unknownId))).toEqual([]);
    });

    it('counts the scrapes themselves under /metrics', async () => {
      const before = requests(await scrape(), { route: '/metrics', status_code: '200' });
      expect(requests(await scrape(), { route: '/metrics', status_code: '200' })).toBe(before + 1);
    });
  });

  it('atelier_job_duration_seconds: records each job where it runs, by queue and outcome', async () => {
    const completedAudits = async () =>
      valueOf(await scrapeJobRunner(), 'atelier_job_duration_seconds_count', { queue: 'audit', outcome: 'completed' });
    const before = await completedAudits();
    // A sign-in writes its audit event through the audit queue.
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: cast.clientB.email, password: TEST_PASSWORD })
      .expect(200);
    await eventually(async () => (await completedAudits()) === before + 1);
    if (t.worker) {
      // With Redis the api only enqueues: it has timed no job.
      expect(samplesOf(await scrape(), 'atelier_job_duration_seconds_count')).toEqual([]);
    }
  });

  it('atelier_socket_connections: follows the sockets connected to this api', async () => {
    const connected = async () => valueOf(await scrape(), 'atelier_socket_connections');
    const before = await connected();
    const socket = await connectSocket(baseUrlOf(t.app), cast.clientA.token);
    try {
      expect(await connected()).toBe(before + 1);
    } finally {
      socket.close();
    }
    await eventually(async () => (await connected()) === before);
  });

  describe('atelier_queue_jobs', () => {
    const queueSamples = (scraped: Scrape) => samplesOf(scraped, 'atelier_queue_jobs');

    /** Every queue in every state, labelled with queue and state only. */
    const expectEveryQueue = (scraped: Scrape) => {
      const labelSets = queueSamples(scraped).map((sample) => sample.labels);
      const expected = queueNames(QUEUE_DEFINITIONS).flatMap((queue) =>
        QUEUE_STATES.map((state) => ({ queue, state })),
      );
      expect(labelSets).toEqual(expect.arrayContaining(expected));
      expect(labelSets).toHaveLength(expected.length);
    };

    if (testDatabaseMode() === 'sqlite') {
      it("reports the api's own inline queue", async () => {
        expectEveryQueue(await scrape());
      });
    } else {
      it('is reported by one process at a time: the holder of the lease, handed over at its shutdown', async () => {
        const redis = new Redis(t.config.redisUrl!);
        let second: INestApplication | null = await secondApi(t.config);
        try {
          // As if the current holder had died and its lease expired: the next one scraped takes it.
          await redis.del(queueGaugeLeaseKey(t.config.redisPrefix));
          expectEveryQueue(await scrape(second.getHttpServer()));
          expect(queueSamples(await scrape())).toEqual([]);
          expect(queueSamples(await scrapeJobRunner())).toEqual([]);

          await second.close();
          second = null;
          expectEveryQueue(await scrape());
          expect(queueSamples(await scrapeJobRunner())).toEqual([]);
        } finally {
          await second?.close();
          await redis.quit();
        }
      });
    }
  });
});
