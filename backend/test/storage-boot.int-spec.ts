import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { ConfigError } from '../src/config/app-config';
import { ConfigModule } from '../src/config/config.module';
import { ObjectStore } from '../src/infra/storage/object-store';
import { StorageModule } from '../src/infra/storage/storage.module';
import { freePort } from './support/processes';
import { loadTestConfig } from './support/config-loading';
import { startTestBucket, type TestBucket } from './support/test-bucket';

/** What the api and the worker do at boot with their file store, on its own. */
describe('file storage at boot', () => {
  let bucket: TestBucket;
  let dataDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-boot-'));
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Boots the storage module on `env`; resolves to its driver, or rejects as a process would stop. */
  async function boot(env: NodeJS.ProcessEnv): Promise<string> {
    const config = loadTestConfig(dataDir, env);
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), StorageModule],
    }).compile();
    try {
      await moduleRef.init();
      return moduleRef.get(ObjectStore).driver;
    } finally {
      await moduleRef.close();
    }
  }

  it('uses DATA_DIR without S3_BUCKET, and the bucket with it', async () => {
    expect(await boot({})).toBe('local-disk');
    expect(await boot(bucket.env)).toBe('s3');
  });

  it('stops, naming S3_BUCKET, when the bucket does not exist', async () => {
    const refusal = boot({ ...bucket.env, S3_BUCKET: 'no-such-bucket' });
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(
      `File storage unavailable:\n  S3_BUCKET: bucket "no-such-bucket" at ${bucket.env.S3_ENDPOINT} cannot be used: no such bucket (404)`,
    );
  });

  it('stops, naming S3_BUCKET, when nothing answers at S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const refusal = boot({ ...bucket.env, S3_ENDPOINT: endpoint });
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^File storage unavailable:\\n  S3_BUCKET: bucket "atelier-test" at ${endpoint} cannot be used: .*ECONNREFUSED`,
      ),
    );
  });
});
