import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { S3ObjectStore } from '../../../src/infra/storage/s3.object-store';
import { TEST_REDIS_URL } from '../../support/test-app';
import { startTestBucket, type TestBucket } from '../../support/test-bucket';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import {
  type BuiltApi,
  buildBackend,
  migrate,
  type NodeProcess,
  runBuiltScript,
  startBuiltApi,
  startBuiltWorker,
} from '../../support/processes';

/** BullMQ workers' job lock and stalled check in these tests (30 s each by default). */
export const LOCK_DURATION_MS = 2_000;

/**
 * The production topology as processes on this machine, as infra/docker-compose.yml runs it
 * in containers: one MariaDB database, one Redis prefix and one bucket (s3rver) shared, the
 * schema migrated once (`dist/migrate.js`), then two api processes on two ports and a worker,
 * all from the built backend with the same environment, each with a DATA_DIR of its own (no
 * disk is shared, as between containers on different machines).
 */
export class Topology {
  readonly apis: BuiltApi[] = [];
  /** The shared bucket, read as the processes' own store reads it. */
  readonly files: S3ObjectStore;
  private readonly workers: NodeProcess[] = [];
  private workerCount = 0;

  private constructor(
    readonly db: TestDatabase,
    private readonly bucket: TestBucket,
    readonly env: NodeJS.ProcessEnv,
    private readonly runDir: string,
  ) {
    this.files = new S3ObjectStore(bucket.config);
  }

  static async start(): Promise<Topology> {
    buildBackend();
    const db = await createTestDatabase();
    const bucket = await startTestBucket();
    const runDir = mkdtempSync(join(tmpdir(), 'atelier-scale-'));
    // No web build needed: the apis warn that it is missing and serve the rest.
    mkdirSync(join(runDir, 'web'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `atelier-scale-${randomBytes(4).toString('hex')}`,
      ...bucket.env,
      // Set, not generated: a generated one would be kept in each process's own DATA_DIR.
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(runDir, 'web'),
      QUEUE_LOCK_DURATION_MS: String(LOCK_DURATION_MS),
      // Digests of the journeys' events go out within the run (to the shared outbox), so
      // every queue drains; the default waits 10 minutes.
      EMAIL_DIGEST_DELAY_MS: '1000',
    };
    const topology = new Topology(db, bucket, env, runDir);
    try {
      migrate(topology.envOf('migrate'));
      await Promise.all([topology.startApi('api-a'), topology.startApi('api-b'), topology.startWorker()]);
    } catch (error) {
      await topology.close();
      throw error;
    }
    return topology;
  }

  get processes(): NodeProcess[] {
    return [...this.apis.map((api) => api.process), ...this.workers];
  }

  /** The worker started last. */
  get worker(): NodeProcess {
    const worker = this.workers.at(-1);
    if (!worker) throw new Error('No worker was started');
    return worker;
  }

  /** Starts one more worker (`extraEnv` on top of the shared environment) and waits until it serves its queues. */
  async startWorker(extraEnv: NodeJS.ProcessEnv = {}): Promise<NodeProcess> {
    const name = `worker-${++this.workerCount}`;
    const worker = await startBuiltWorker(name, { ...this.envOf(name), ...extraEnv }, this.logFile(name));
    this.workers.push(worker);
    return worker;
  }

  /** The worker containers' health check (`dist/worker-healthcheck.js`) as run on this host. */
  workerHealthcheck(): { status: number | null; output: string } {
    return runBuiltScript('worker-healthcheck.js', this.envOf('worker-healthcheck'));
  }

  /** The processes' own DATA_DIRs, by process name. */
  dataDirs(): string[] {
    return readdirSync(this.runDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'web')
      .map((entry) => join(this.runDir, entry.name));
  }

  /** Stops everything, then removes the database, the bucket, the DATA_DIRs, the logs and the Redis keys. */
  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
    this.files.close();
    await this.bucket.close();
    await this.db.drop();
    rmSync(this.runDir, { recursive: true, force: true });
    await dropRedisKeys(this.env.REDIS_PREFIX!);
  }

  private async startApi(name: string): Promise<BuiltApi> {
    const api = await startBuiltApi(name, this.envOf(name), this.logFile(name));
    this.apis.push(api);
    return api;
  }

  /** The shared environment, and a DATA_DIR of the process's own. */
  envOf(name: string): NodeJS.ProcessEnv {
    return { ...this.env, DATA_DIR: join(this.runDir, name) };
  }

  private logFile(name: string): string {
    return join(this.runDir, `${name}.log`);
  }
}

async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
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
