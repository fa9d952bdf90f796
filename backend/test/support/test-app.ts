import { randomBytes } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import type { App } from 'supertest/types';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/bootstrap/configure-app';
import { type AppConfig, loadAppConfig } from '../../src/config/app-config';
import { bootstrapWorker } from '../../src/worker-bootstrap';
import { startTestBucket } from './test-bucket';
import { createTestDatabase, type TestDatabase, testDatabaseMode } from './test-database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: INestApplication;
  http: App;
  config: AppConfig;
  db: TestDatabase;
  /** The worker beside the api with Redis; null without (the api runs the jobs). */
  worker: INestApplicationContext | null;
  close(): Promise<void>;
}

/**
 * The environment of one test file: its own database and data directory; in mysql mode also
 * Redis (BullMQ driver) under a prefix of its own, so test files never see each other's keys.
 */
export function testEnvironment(db: TestDatabase, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const withRedis = testDatabaseMode() === 'mysql';
  return {
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(withRedis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `atelier-test-${randomBytes(4).toString('hex')}` } : {}),
    ...overrides,
  };
}

export function testConfig(db: TestDatabase, overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadAppConfig(testEnvironment(db, overrides));
}

/**
 * The real api (same modules, pipes and filters as main.ts) on a fresh database. With Redis
 * the api only enqueues, as in production, so a worker runs beside it on the same
 * environment, and files go to a bucket of their own (s3rver), as in a deployment of several
 * processes; without Redis the api runs the jobs itself and keeps files in DATA_DIR.
 */
export async function createTestApp(overrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const bucket = testDatabaseMode() === 'mysql' ? await startTestBucket() : null;
  const env = testEnvironment(db, { ...bucket?.env, ...overrides });
  const config = loadAppConfig(env);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = configureApp(moduleRef.createNestApplication({ bufferLogs: true }));
  // A listening server: supertest would otherwise start one per request, so requests fired
  // together would reset each other's connections; raw requests also need a real port.
  await app.listen(0, '127.0.0.1');
  const worker: INestApplicationContext | null = config.redisUrl ? await bootstrapWorker(env) : null;
  return {
    app,
    http: app.getHttpServer(),
    config,
    db,
    worker,
    close: async () => {
      await worker?.close();
      await app.close();
      await bucket?.close();
      await db.drop();
      if (config.redisUrl) await dropRedisKeys(config.redisUrl, config.redisPrefix);
    },
  };
}

/** Removes every key of one test file's prefix (queues use "prefix:", rate limits "{prefix:"). */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for (const pattern of [`${prefix}:*`, `{${prefix}:*`]) {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: pattern, count: 500 })) keys.push(...(batch as string[]));
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
