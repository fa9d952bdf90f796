import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { type ByteRange, ObjectStore, type ObjectStat } from './object-store';
import { isStorageKey, uploadUrlOf } from './upload-keys';

/** Where uploads live in the object store (`DATA_DIR/uploads` on local disk). */
export const UPLOADS_PREFIX = 'uploads/';

const EXT_PATTERN = /^[a-z0-9]{1,10}$/;

/** Where a stored file lives: `key` names it inside the store, `url` is how browsers fetch it. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * The uploads: every file a user sent (photos, receipts, reference images, avatars, imported
 * product images) and the files derived from them (cleaned copies, variants), in the object
 * store under `uploads/`, whichever driver runs. Files are named by their content, so saving
 * the same bytes twice gives the same key and URL; callers never choose names. The
 * two-character fan-out keeps directories small on disk. Every key is checked against the
 * one shape this store writes, so no key can leave the prefix.
 */
@Injectable()
export class Storage {
  constructor(private readonly store: ObjectStore) {}

  /** The key `save` gives these bytes, without storing anything. */
  keyOf(bytes: Buffer, ext: string): string {
    const extension = ext.toLowerCase();
    if (!EXT_PATTERN.test(extension)) throw new Error(`Invalid file extension: ${ext}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    return `${hash.slice(0, 2)}/${hash}.${extension}`;
  }

  /** Stores the bytes under a content-derived name with the given extension (e.g. "png"). */
  async save(bytes: Buffer, ext: string): Promise<StoredFile> {
    const key = this.keyOf(bytes, ext);
    if (!(await this.exists(key))) await this.store.put(objectKeyOf(key), bytes);
    return { key, url: uploadUrlOf(key) };
  }

  /**
   * Stores bytes under a key the caller derived from an upload's key (a cleaned copy, a
   * resized variant), replacing what is there: whole or not at all, never half-written.
   * Such a name is not the hash of these bytes; it is still only ever given the same content.
   */
  async write(key: string, bytes: Buffer): Promise<StoredFile> {
    await this.store.put(objectKeyOf(key), bytes);
    return { key, url: uploadUrlOf(key) };
  }

  async read(key: string): Promise<Buffer> {
    const bytes = await this.store.get(objectKeyOf(key));
    if (!bytes) throw new Error(`No stored file ${key}`);
    return bytes;
  }

  exists(key: string): Promise<boolean> {
    return this.store.exists(objectKeyOf(key));
  }

  stat(key: string): Promise<ObjectStat | null> {
    return this.store.stat(objectKeyOf(key));
  }

  /** The file's bytes (a range of them) to send; null when it is gone. */
  stream(key: string, range?: ByteRange): Promise<Readable | null> {
    return this.store.stream(objectKeyOf(key), range);
  }
}

function objectKeyOf(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return UPLOADS_PREFIX + key;
}
