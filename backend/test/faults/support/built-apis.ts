import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltApi, buildBackend, migrate, type NodeProcess, startBuiltApi } from '../../support/processes';
import { startTestBucket, type TestBucket } from '../../support/test-bucket';
import type { OwnMariaDb } from './own-mariadb';
import type { OwnRedis } from './own-redis';

/**
 * Two api processes from the built backend (`node dist/main.js`, as the scale-out test and the
 * containers run them) on the fault test's own MariaDB and Redis and a bucket (s3rver), each
 * with a DATA_DIR of its own, so one can be killed while the other goes on.
 */
export class BuiltApis {
  readonly apis: BuiltApi[] = [];

  private constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly bucket: TestBucket,
    private readonly runDir: string,
  ) {}

  static async start(mariadb: OwnMariaDb, redis: OwnRedis): Promise<BuiltApis> {
    buildBackend();
    const bucket = await startTestBucket();
    const runDir = mkdtempSync(join(tmpdir(), 'atelier-fault-apis-'));
    // No web build needed: the apis warn that it is missing and serve the rest.
    mkdirSync(join(runDir, 'web'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: await mariadb.createDatabase(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `atelier-fault-${randomBytes(4).toString('hex')}`,
      ...bucket.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(runDir, 'web'),
    };
    const built = new BuiltApis(env, bucket, runDir);
    try {
      migrate(built.envOf('migrate'));
      await Promise.all([built.startApi('api-a'), built.startApi('api-b')]);
    } catch (error) {
      await built.close();
      throw error;
    }
    return built;
  }

  /** The database every process shares, for what the test checks or holds in it directly. */
  get databaseUrl(): string {
    return this.env.DATABASE_URL!;
  }

  get processes(): NodeProcess[] {
    return this.apis.map((api) => api.process);
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
    await this.bucket.close();
    rmSync(this.runDir, { recursive: true, force: true });
  }

  private async startApi(name: string): Promise<BuiltApi> {
    const api = await startBuiltApi(name, this.envOf(name), join(this.runDir, `${name}.log`));
    this.apis.push(api);
    return api;
  }

  private envOf(name: string): NodeJS.ProcessEnv {
    return { ...this.env, DATA_DIR: join(this.runDir, name) };
  }
}
