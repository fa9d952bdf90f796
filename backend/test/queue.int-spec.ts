import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Module, type ModuleMetadata } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { DataSource, type Repository } from 'typeorm';
import { type AppConfig, loadAppConfig } from '../src/config/app-config';
import { ConfigModule } from '../src/config/config.module';
import { DatabaseModule } from '../src/infra/database/database.module';
import { JobProcessor, type JobContext, type QueueProcessor } from '../src/infra/queue/job-processor.decorator';
import { JobQueue, JobTimeoutError } from '../src/infra/queue/job-queue';
import { JobOutboxModule } from '../src/infra/queue/outbox/job-outbox.module';
import { QueueModule } from '../src/infra/queue/queue.module';
import {
  queueNames,
  QUEUE_DEFINITIONS,
  type PayloadOf,
  type QueueCatalogue,
  type QueueSettings,
} from '../src/infra/queue/queue-definitions';
import { RedisModule } from '../src/infra/redis/redis.module';
import { AuditEvent } from '../src/modules/audit/audit-event.entity';
import { AuditModule } from '../src/modules/audit/audit.module';
import { AuditService } from '../src/modules/audit/audit.service';
import { AuditWriteJob } from '../src/modules/audit/jobs/audit-write.job';
import { createTestDatabase, type TestDatabase, testDatabaseMode } from './support/test-database';
import { eventually } from './support/eventually';
import { jobsSettled } from './support/jobs-settled';

/** mysql mode runs the BullMQ driver on a real Redis; sqlite mode the inline driver. */
const withRedis = testDatabaseMode() === 'mysql';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

@Injectable()
@JobProcessor('audit')
class FailingAuditJob implements QueueProcessor<'audit'> {
  readonly runs: Array<{ attempt: number; at: number }> = [];
  readonly gaveUpOn: string[] = [];

  async process(_payload: PayloadOf<'audit'>, { attempt }: JobContext): Promise<void> {
    this.runs.push({ attempt, at: Date.now() });
    throw new Error('simulated failure');
  }

  async gaveUp({ eventId }: PayloadOf<'audit'>): Promise<void> {
    this.gaveUpOn.push(eventId);
  }
}

/** Takes a while per job and records how many of its jobs ran at once. */
@Injectable()
@JobProcessor('audit')
class SlowAuditJob implements QueueProcessor<'audit'> {
  readonly started = new Map<string, number>();
  running = 0;
  maxRunning = 0;

  async process({ eventId }: PayloadOf<'audit'>): Promise<void> {
    this.started.set(eventId, Date.now());
    this.maxRunning = Math.max(this.maxRunning, ++this.running);
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.running--;
  }
}

@Injectable()
@JobProcessor('audit')
class SecondAuditJob implements QueueProcessor<'audit'> {
  async process(): Promise<void> {}
}

/** Finishes, fails or takes its time as its event's action says; records what it finished. */
@Injectable()
@JobProcessor('audit')
class AwaitedAuditJob implements QueueProcessor<'audit'> {
  readonly finished = new Set<string>();

  async process({ eventId, action }: PayloadOf<'audit'>): Promise<void> {
    if (action === 'test.slow') await new Promise((resolve) => setTimeout(resolve, 400));
    if (action === 'test.fail') throw new Error(`simulated failure of ${eventId}`);
    this.finished.add(eventId);
  }
}

@Module({ providers: [FailingAuditJob] })
class FailingAuditModule {}

@Module({ providers: [SlowAuditJob] })
class SlowAuditModule {}

@Module({ providers: [FailingAuditJob, SecondAuditJob] })
class DuplicateAuditModule {}

@Module({ providers: [AwaitedAuditJob] })
class AwaitedAuditModule {}

/** The apps of this file run the audit queue only: the other queues' processors live in their modules. */
const auditOnly = (settings: QueueSettings = QUEUE_DEFINITIONS.audit) => ({ audit: settings }) as QueueCatalogue;

describe(`JobQueue (${withRedis ? 'BullMQ' : 'inline'} driver)`, () => {
  let db: TestDatabase;
  /** Every Redis prefix used here, emptied in afterAll. */
  const prefixes: string[] = [];

  /** A config of its own per app, so apps in this file never share queues in Redis. */
  function testConfig(): AppConfig {
    const prefix = `atelier-test-${randomBytes(4).toString('hex')}`;
    if (withRedis) prefixes.push(prefix);
    return loadAppConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url,
      REDIS_URL: withRedis ? REDIS_URL : undefined,
      REDIS_PREFIX: prefix,
      JWT_SECRET: 'x'.repeat(40),
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    for (const prefix of prefixes) {
      for (const name of queueNames(QUEUE_DEFINITIONS)) {
        const queue = new Queue(name, { connection: { url: REDIS_URL }, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
      }
    }
    await db.drop();
  });

  describe('the audit job', () => {
    let app: TestingModule;
    let events: Repository<AuditEvent>;

    beforeAll(async () => {
      const config = testConfig();
      app = await boot([
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        QueueModule.forRoot({ config, runProcessors: true, queues: auditOnly() }),
        JobOutboxModule,
        AuditModule,
      ]);
      events = app.get(DataSource).getRepository(AuditEvent);
    });
    afterAll(() => app?.close());

    it('writes the event recorded by AuditService', async () => {
      const userId = randomUUID();
      await app.get(AuditService).record('test.sign-in', userId, '203.0.113.7');
      const row = await eventually(() => events.findOneBy({ action: 'test.sign-in' }));
      expect(row).toMatchObject({ userId, ip: '203.0.113.7' });
      expect(row.createdAt).toBeInstanceOf(Date);
    });

    it('writes one row however often the same event is delivered', async () => {
      const jobs = app.get(JobQueue);
      const payload = { eventId: randomUUID(), userId: null, action: 'test.duplicate', ip: null };
      await jobs.enqueue('audit', payload, { jobId: payload.eventId });
      await jobs.enqueue('audit', payload, { jobId: payload.eventId });
      await eventually(() => events.findOneBy({ id: payload.eventId }));
      await jobsSettled(jobs);
      // A redelivery the queue cannot deduplicate (a worker crashed before acknowledging).
      await app.get(AuditWriteJob).process(payload);
      expect(await events.countBy({ id: payload.eventId })).toBe(1);
    });
  });

  it('retries a failing job with exponential backoff, then keeps it as failed', async () => {
    const config = testConfig();
    const queues = auditOnly({ concurrency: 1, attempts: 3, backoffMs: 100 });
    const app = await boot([
      ConfigModule.forRoot(config),
      QueueModule.forRoot({ config, runProcessors: true, queues }),
      FailingAuditModule,
    ]);
    try {
      const jobs = app.get(JobQueue);
      const eventId = randomUUID();
      await jobs.enqueue('audit', { eventId, userId: null, action: 'test.fail', ip: null });
      await eventually(async () => (await jobs.stats()).audit.failed === 1);

      const { runs, gaveUpOn } = app.get(FailingAuditJob);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      // Told once, after the last attempt, so it can undo what would keep the work from coming again.
      await eventually(async () => gaveUpOn.length === 1);
      expect(gaveUpOn).toEqual([eventId]);
      // Backoff doubles: ~100 ms before the second run, ~200 ms before the third (timers may fire a ms early).
      expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(95);
      expect(runs[2].at - runs[1].at).toBeGreaterThanOrEqual(195);
      expect((await jobs.stats()).audit).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 1 });
    } finally {
      await app.close();
    }
  });

  it('runs at most `concurrency` jobs of a queue at once, and delayed jobs after their delay', async () => {
    const config = testConfig();
    const queues = auditOnly({ concurrency: 2, attempts: 1, backoffMs: 100 });
    const app = await boot([
      ConfigModule.forRoot(config),
      QueueModule.forRoot({ config, runProcessors: true, queues }),
      SlowAuditModule,
    ]);
    try {
      const jobs = app.get(JobQueue);
      const slow = app.get(SlowAuditJob);
      const event = () => ({ eventId: randomUUID(), userId: null, action: 'test.slow', ip: null });
      const delayed = event();
      const enqueuedAt = Date.now();
      await jobs.enqueue('audit', delayed, { delayMs: 300 });
      expect((await jobs.stats()).audit.delayed).toBe(1);
      for (let i = 0; i < 6; i++) await jobs.enqueue('audit', event());

      await eventually(async () => slow.started.size === 7 && slow.running === 0);
      expect(slow.maxRunning).toBe(2);
      expect(slow.started.get(delayed.eventId)! - enqueuedAt).toBeGreaterThanOrEqual(295);
    } finally {
      await app.close();
    }
  });

  describe('enqueueAndWait', () => {
    let app: TestingModule;
    let jobs: JobQueue;
    let processor: AwaitedAuditJob;
    const event = (action: string) => ({ eventId: randomUUID(), userId: null, action, ip: null });

    beforeAll(async () => {
      const config = testConfig();
      app = await boot([
        ConfigModule.forRoot(config),
        QueueModule.forRoot({
          config,
          runProcessors: true,
          queues: auditOnly({ concurrency: 2, attempts: 2, backoffMs: 50 }),
        }),
        AwaitedAuditModule,
      ]);
      jobs = app.get(JobQueue);
      processor = app.get(AwaitedAuditJob);
    });
    afterAll(() => app?.close());

    it('resolves once the job has completed', async () => {
      const payload = event('test.ok');
      await jobs.enqueueAndWait('audit', payload, { timeoutMs: 10_000 });
      expect(processor.finished.has(payload.eventId)).toBe(true);
    });

    it('answers at once for a job id that already completed, without running it again', async () => {
      const payload = event('test.ok');
      await jobs.enqueueAndWait('audit', payload, { jobId: payload.eventId, timeoutMs: 10_000 });
      processor.finished.delete(payload.eventId);
      await jobs.enqueueAndWait('audit', payload, { jobId: payload.eventId, timeoutMs: 10_000 });
      expect(processor.finished.has(payload.eventId)).toBe(false);
    });

    it("rejects with the job's error once its attempts are spent", async () => {
      const payload = event('test.fail');
      await expect(jobs.enqueueAndWait('audit', payload, { timeoutMs: 10_000 })).rejects.toThrow(
        `simulated failure of ${payload.eventId}`,
      );
      expect((await jobs.stats()).audit.failed).toBe(1);
    });

    it('gives up after the timeout, while the job itself goes on', async () => {
      const payload = event('test.slow');
      const waiting = jobs.enqueueAndWait('audit', payload, { timeoutMs: 100 });
      await expect(waiting).rejects.toBeInstanceOf(JobTimeoutError);
      await expect(waiting).rejects.toThrow('Job of queue "audit" did not finish within 100 ms');
      await eventually(async () => processor.finished.has(payload.eventId));
    });
  });

  it('refuses to boot when two processors claim a queue', async () => {
    const config = testConfig();
    await expect(
      boot([ConfigModule.forRoot(config), QueueModule.forRoot({ config, runProcessors: true }), DuplicateAuditModule]),
    ).rejects.toThrow('Queue "audit" has two processors: FailingAuditJob and SecondAuditJob');
  });

  it('refuses to boot when a queue has no processor', async () => {
    const config = testConfig();
    await expect(
      boot([ConfigModule.forRoot(config), QueueModule.forRoot({ config, runProcessors: true })]),
    ).rejects.toThrow('No processor for queue "audit"');
  });

  if (withRedis) {
    it('boots a producer-only process (the api with Redis) without processors', async () => {
      const config = testConfig();
      const app = await boot([ConfigModule.forRoot(config), QueueModule.forRoot({ config, runProcessors: false })]);
      await app.get(JobQueue).enqueue('audit', { eventId: randomUUID(), userId: null, action: 'test.later', ip: null });
      expect((await app.get(JobQueue).stats()).audit.waiting).toBe(1);
      await app.close();
    });
  } else {
    it('runs processors even when asked not to, since inline nothing else would', async () => {
      const config = testConfig();
      await expect(
        boot([ConfigModule.forRoot(config), QueueModule.forRoot({ config, runProcessors: false })]),
      ).rejects.toThrow('No processor for queue "audit"');
    });
  }
});

/** Boots a Nest context the way the entrypoints do; closes what was opened if boot fails. */
async function boot(imports: ModuleMetadata['imports']): Promise<TestingModule> {
  const app = await Test.createTestingModule({ imports }).compile();
  app.useLogger(false);
  try {
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
