import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config/app-config';
import { assertObjectKey, type ByteRange, type ListedObject, ObjectStore, type ObjectStat } from './object-store';

/** An unreachable endpoint fails a request after this long instead of the OS's minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Sockets to the store at once. Each file being served holds one until the browser has read
 * it, so the SDK's default of 50 would make downloads wait behind slow readers.
 */
const MAX_SOCKETS = 256;

/**
 * Objects in one bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2), the key as
 * the object key. A put is one PutObject, or a multipart upload for large bodies (lib-storage's
 * Upload, which aborts the parts it sent when the body fails): S3 makes the object visible
 * whole, or keeps the previous one.
 */
export class S3ObjectStore extends ObjectStore {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: S3Config) {
    super();
    this.bucket = config.bucket;
    this.client = createS3Client(config);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    assertObjectKey(key);
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } }).done();
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.getBody(key);
    return body && Buffer.from(await body.transformToByteArray());
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.getBody(key, range)) as Readable | null;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertObjectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""', lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      return nullWhenMissing(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const where = this.config.endpoint ?? `AWS S3 (${this.config.region})`;
      throw new Error(`bucket "${this.bucket}" at ${where} cannot be used: ${reasonOf(error)}`);
    }
  }

  /** Closes the sockets kept alive to the store. */
  close(): void {
    this.client.destroy();
  }

  onApplicationShutdown(): void {
    this.close();
  }

  private async getBody(key: string, range?: ByteRange) {
    assertObjectKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body ?? null;
    } catch (error) {
      return nullWhenMissing(error);
    }
  }
}

/**
 * The SDK client for a bucket. Checksums only where an operation requires one: by default the
 * SDK adds CRC32 checksums to every upload, and streams them as `aws-chunked` bodies with a
 * trailing checksum, which several S3-compatible stores refuse or (s3rver) store as the
 * object's bytes; it would also demand checksums in answers that some stores never send.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

interface SdkError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** Null for "no such key" (HEAD answers a bare 404, GET a NoSuchKey); any other error is thrown. */
function nullWhenMissing(error: unknown): null {
  const { name, $metadata } = error as SdkError;
  if (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404) return null;
  throw error;
}

/** What an operator can act on: HeadBucket's answers carry only a status code. */
function reasonOf(error: unknown): string {
  const { name, message, $metadata } = error as SdkError;
  switch ($metadata?.httpStatusCode) {
    case 404:
      return 'no such bucket (404)';
    case 403:
      return 'access denied (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
    case 301:
      return 'the bucket is in another region (301): check S3_REGION';
    default:
      return `${name ?? 'Error'}: ${message ?? String(error)}`;
  }
}
