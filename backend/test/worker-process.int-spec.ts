import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ConfigError, loadAppConfig } from '../src/config/app-config';
import { ConfigModule } from '../src/config/config.module';
import { WorkerMetricsServer } from '../src/infra/metrics/worker-metrics-server';
import { JobQueue } from '../src/infra/queue/job-queue';
import { QueueModule } from '../src/infra/queue/queue.module';
import { AuditEvent } from '../src/modules/audit/audit-event.entity';
import { bootstrapWorker } from '../src/worker-bootstrap';
import { createTestDatabase, testDatabaseMode } from './support/test-database';
import { eventually } from './support/eventually';
import { scrapeUrl, valueOf } from './support/prometheus-text';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = randomBytes(24).toString('hex');

describe('worker process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-worker-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The worker's environment, minus whatever REDIS_URL the test runner itself was given. */
  const baseEnv = (): NodeJS.ProcessEnv => ({
    ...process.env,
    REDIS_URL: undefined,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
  });

  it('refuses to start without REDIS_URL, naming the variable', async () => {
    const start = bootstrapWorker(baseEnv());
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow('REDIS_URL: required by the worker');
  });

  it('refuses a bad per-queue concurrency, naming the variable', async () => {
    // Checked before anything connects, so no Redis is needed here.
    const start = bootstrapWorker({ ...baseEnv(), REDIS_URL, QUEUE_AUDIT_CONCURRENCY: '0' });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow('QUEUE_AUDIT_CONCURRENCY: must be a positive integer');
  });

  it('refuses a metrics port without a metrics token, naming the variable', async () => {
    const start = bootstrapWorker({ ...baseEnv(), REDIS_URL, METRICS_PORT: '9464' });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow('METRICS_PORT: requires METRICS_TOKEN');
  });

  if (testDatabaseMode() === 'mysql') {
    it('processes a job enqueued by another process, reports it on METRICS_PORT and shuts down gracefully', async () => {
      const db = await createTestDatabase();
      const env: NodeJS.ProcessEnv = {
        ...baseEnv(),
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        REDIS_URL,
        REDIS_PREFIX: `atelier-test-${randomBytes(4).toString('hex')}`,
        QUEUE_AUDIT_CONCURRENCY: '2',
        METRICS_TOKEN,
        METRICS_PORT: '0',
      };
      let worker: INestApplicationContext | undefined;
      // The api's side: producers only, no processors.
      const config = loadAppConfig(env);
      const producer = await Test.createTestingModule({
        imports: [ConfigModule.forRoot(config), QueueModule.forRoot({ config, runProcessors: false })],
      }).compile();
      try {
        worker = await bootstrapWorker(env);
        const eventId = randomUUID();
        await producer.get(JobQueue).enqueue('audit', { eventId, userId: null, action: 'test.worker', ip: null });

        const events = worker.get(DataSource).getRepository(AuditEvent);
        await eventually(() => events.findOneBy({ id: eventId }));

        const metricsUrl = `http://127.0.0.1:${worker.get(WorkerMetricsServer).port()}/metrics`;
        const completed = { queue: 'audit', outcome: 'completed' };
        const scraped = await eventually(async () => {
          const scrape = await scrapeUrl(metricsUrl, METRICS_TOKEN);
          return valueOf(scrape, 'atelier_job_duration_seconds_count', completed) === 1 && scrape;
        });
        expect(valueOf(scraped, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
        // No HTTP api and no sockets in a worker.
        expect(scraped.types.has('http_request_duration_seconds')).toBe(false);
        expect(scraped.types.has('atelier_socket_connections')).toBe(false);
        expect((await fetch(metricsUrl)).status).toBe(401);
        expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong-token' } })).status).toBe(401);
        expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);

        await worker.close();
        worker = undefined;
        await expect(fetch(metricsUrl)).rejects.toThrow('fetch failed');
        expect((await producer.get(JobQueue).stats()).audit).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
      } finally {
        await worker?.close();
        await producer.close();
        const queue = new Queue('audit', { connection: { url: REDIS_URL }, prefix: config.redisPrefix });
        await queue.obliterate({ force: true });
        await queue.close();
        await db.drop();
      }
    });
  }
});
