import type { Readable } from 'node:stream';

/** What a store knows of an object without reading it. */
export interface ObjectStat {
  size: number;
  /** A quoted entity tag that changes whenever the bytes may have changed. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end` of an object, both included (HTTP's byte ranges). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ListedObject {
  key: string;
  size: number;
}

/** Which driver runs, as /api/health reports it. */
export type ObjectStoreDriver = 'local-disk' | 's3';

/**
 * Path segments of letters, digits, "_", "-" and ".", none starting with a dot: no segment
 * can be "." or "..", a dotfile or one of the local driver's temporary files.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 1024;

/** True for a key every driver accepts; any other key is refused before it reaches a driver. */
export function isObjectKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
}

/**
 * The port every stored file goes through (uploads and their variants, kept originals,
 * invoice PDFs), with one driver per kind of store: a directory (DATA_DIR, the default) or an
 * S3-compatible bucket (S3_BUCKET). Keys are "/"-separated paths such as
 * `uploads/ab/<sha256>.png`; the stores built on it (Storage, OriginalArchive,
 * InvoicePdfFiles) each keep to their own prefix. Domain code never sees which driver runs.
 * The class is the injection token.
 */
export abstract class ObjectStore {
  abstract readonly driver: ObjectStoreDriver;

  /**
   * Stores the bytes under `key`, replacing what is there: whole or not at all. A body that
   * fails part-way leaves the previous object (or none) as it was.
   */
  abstract put(key: string, body: Buffer | Readable): Promise<void>;

  /** The whole object, or null when there is none. */
  abstract get(key: string): Promise<Buffer | null>;

  /** The object's bytes (only `range` of them when given) as a stream, or null when there is none. */
  abstract stream(key: string, range?: ByteRange): Promise<Readable | null>;

  abstract stat(key: string): Promise<ObjectStat | null>;

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** Removes the object; a missing object is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Every object whose key starts with `prefix`, in no particular order. */
  abstract list(prefix: string): AsyncIterable<ListedObject>;

  /** Rejects, with the reason, unless the store can be used right now (boot and health checks). */
  abstract check(): Promise<void>;
}
