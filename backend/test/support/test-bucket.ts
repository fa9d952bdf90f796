import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver, { type Context } from 's3rver';
import type { S3Config } from '../../src/config/app-config';

const BUCKET = 'atelier-test';
/** The only key pair s3rver accepts: requests are signed and checked as S3 would. */
const S3RVER_KEY = 'S3RVER';

export interface TestBucket {
  /** The S3_* variables that point a process at this bucket. */
  env: NodeJS.ProcessEnv;
  config: S3Config;
  close(): Promise<void>;
}

/**
 * An empty bucket on a real S3 protocol server (s3rver, in this process, on a free loopback
 * port, its objects in a temporary directory), for one test file or topology.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'atelier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  server.middleware.unshift(refuseUnaskedChecksums);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    config: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Answers like the S3-compatible stores that refuse the checksums the SDK adds by default
 * (see createS3Client): a request carrying one the operation does not require is a 400, so a
 * client configured to send them fails every test that stores a file.
 */
async function refuseUnaskedChecksums(context: Context, next: () => Promise<void>): Promise<void> {
  const names = Object.keys(context.headers);
  if (!names.some((name) => name.startsWith('x-amz-checksum-') || name === 'x-amz-sdk-checksum-algorithm')) {
    return next();
  }
  context.status = 400;
  context.type = 'application/xml';
  context.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Error><Code>InvalidRequest</Code><Message>Checksums are not supported</Message></Error>';
}
