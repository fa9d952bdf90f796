import { randomBytes, randomUUID } from 'node:crypto';
import type { ModuleMetadata } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../src/config/app-config';
import { ConfigModule } from '../src/config/config.module';
import { DatabaseModule } from '../src/infra/database/database.module';
import { JobQueue } from '../src/infra/queue/job-queue';
import { JobOutboxModule } from '../src/infra/queue/outbox/job-outbox.module';
import { QueueModule } from '../src/infra/queue/queue.module';
import { QUEUE_DEFINITIONS, type QueueCatalogue } from '../src/infra/queue/queue-definitions';
import { RedisModule } from '../src/infra/redis/redis.module';
import { AuditEvent } from '../src/modules/audit/audit-event.entity';
import { AuditModule } from '../src/modules/audit/audit.module';
import { TEST_REDIS_URL } from './support/test-app';
import { createTestDatabase, type TestDatabase, testDatabaseMode } from './support/test-database';
import { eventually } from './support/eventually';

const withRedis = testDatabaseMode() === 'mysql';

/**
 * Graceful shutdown of a process that runs jobs (the worker; the api in inline mode): closing
 * it, as SIGTERM does through Nest's shutdown hooks, lets the running job finish and only then
 * closes the database. JOB_TEST_DELAY_MS keeps the job running long enough to close mid-way.
 */
describe(`graceful shutdown (${withRedis ? 'BullMQ worker' : 'inline driver'})`, () => {
  let db: TestDatabase;
  let reader: TestingModule;
  const prefix = `atelier-test-${randomBytes(4).toString('hex')}`;
  const config = () =>
    loadAppConfig({
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url,
      JWT_SECRET: 'x'.repeat(40),
      JOB_TEST_DELAY_MS: '400',
      ...(withRedis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    // A second connection, still open after the processing app has closed.
    reader = await boot([ConfigModule.forRoot(config()), DatabaseModule]);
  });
  afterAll(async () => {
    await reader?.close();
    if (withRedis) {
      const queue = new Queue('audit', { connection: { url: TEST_REDIS_URL }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await db.drop();
  });

  it('lets the running job finish before the process closes', async () => {
    const appConfig = config();
    const queues = { audit: { ...QUEUE_DEFINITIONS.audit, concurrency: 1 } } as QueueCatalogue;
    const app = await boot([
      ConfigModule.forRoot(appConfig),
      DatabaseModule,
      RedisModule,
      QueueModule.forRoot({ config: appConfig, runProcessors: true, queues }),
      JobOutboxModule,
      AuditModule,
    ]);
    const jobs = app.get(JobQueue);
    const eventId = randomUUID();
    await jobs.enqueue('audit', { eventId, userId: null, action: 'test.shutdown', ip: null });
    await eventually(async () => (await jobs.stats()).audit.active === 1);

    const closing = Date.now();
    await app.close();
    // The job still had its work and its second delay (400 ms each) ahead when the close began.
    expect(Date.now() - closing).toBeGreaterThanOrEqual(390);
    expect(await reader.get(DataSource).getRepository(AuditEvent).existsBy({ id: eventId })).toBe(true);
  });
});

async function boot(imports: ModuleMetadata['imports']): Promise<TestingModule> {
  const app = await Test.createTestingModule({ imports }).compile();
  app.useLogger(false);
  await app.init();
  return app;
}
