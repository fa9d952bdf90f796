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
import { JobQueue } from '../src/infra/queue/job-queue';
import { QueueModule } from '../src/infra/queue/queue.module';
import { AuditEvent } from '../src/modules/audit/audit-event.entity';
import { bootstrapWorker } from '../src/worker-bootstrap';
import { createTestDatabase, testDatabaseMode } from './support/test-database';
import { eventually } from './support/eventually';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

  if (testDatabaseMode() === 'mysql') {
    it('processes a job enqueued by another process and shuts down gracefully', async () => {
      const db = await createTestDatabase();
      const env: NodeJS.ProcessEnv = {
        ...baseEnv(),
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        REDIS_URL,
        REDIS_PREFIX: `atelier-test-${randomBytes(4).toString('hex')}`,
        QUEUE_AUDIT_CONCURRENCY: '2',
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
        await worker.close();
        worker = undefined;
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
