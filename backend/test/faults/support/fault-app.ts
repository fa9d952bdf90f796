import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../../../src/app.module';
import { configureApp } from '../../../src/bootstrap/configure-app';
import { type AppConfig, loadAppConfig } from '../../../src/config/app-config';
import type { QueueCatalogue } from '../../../src/infra/queue/queue-definitions';
import { QUEUE_CATALOGUE } from '../../../src/infra/queue/queue.tokens';
import { WorkerModule } from '../../../src/worker.module';
import { baseUrlOf } from '../../support/live-sockets';
import { startTestBucket } from '../../support/test-bucket';
import type { OwnMariaDb } from './own-mariadb';
import type { OwnRedis } from './own-redis';

const REALTIME_READ_RETURNS_MS = 1_500;

export interface FaultApp {
  app: INestApplication;
  http: App;
  /** The api's origin, for sockets. */
  url: string;
  config: AppConfig;
  /** The api's connection to the database: what the test reads back goes through the app's own pool. */
  dataSource: DataSource;
  worker: INestApplicationContext;
  close(): Promise<void>;
}

/**
 * The deployment's processes in this test process, as test-app.ts starts them but on the
 * servers the fault test owns: the api (same modules, pipes and filters as main.ts) and a
 * worker, on a database of `mariadb`, `redis` and a bucket of their own (s3rver). Both run
 * with `queues`: the worker schedules retries by it, the api's outbox relay gives jobs its
 * attempts.
 */
export async function startFaultApp(options: {
  mariadb: OwnMariaDb;
  redis: OwnRedis;
  queues: QueueCatalogue;
  env?: NodeJS.ProcessEnv;
}): Promise<FaultApp> {
  const { mariadb, redis, queues } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-fault-'));
  const bucket = await startTestBucket();
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: await mariadb.createDatabase(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redis.url,
    REDIS_PREFIX: `atelier-fault-${randomBytes(4).toString('hex')}`,
    ...bucket.env,
    ...options.env,
  };
  const config = loadAppConfig(env);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(QUEUE_CATALOGUE)
    .useValue(queues)
    .compile();
  const app = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
  await app.listen(0, '127.0.0.1');
  // What bootstrapWorker does, with the catalogue given rather than the environment's.
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, queues), {
    bufferLogs: true,
    abortOnError: false,
  });
  worker.useLogger(worker.get(Logger));
  return {
    app,
    http: app.getHttpServer(),
    url: baseUrlOf(app),
    config,
    dataSource: app.get(DataSource),
    worker,
    close: async () => {
      await worker.close();
      await app.close();
      // The live-update adapter's stream readers let go of Redis only when their blocking read
      // (1 s, realtime-redis.ts) returns: Redis stopped before that would leave them waiting,
      // and reconnecting, for ever.
      await new Promise((resolve) => setTimeout(resolve, REALTIME_READ_RETURNS_MS));
      await bucket.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
