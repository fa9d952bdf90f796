import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Storage, type StoredFile } from './storage';

/** Public URL prefix of uploads; the api serves `<DATA_DIR>/uploads` there. */
export const UPLOADS_URL_PREFIX = '/files/uploads/';

const EXT_PATTERN = /^[a-z0-9]{1,10}$/;
/**
 * `<first 2 hex>/<sha256>.<ext>`, or `<first 2 hex>/<sha256>.<variant>.<ext>` for a file derived
 * from that upload (see `write`): the only shapes a key can have, so no key can leave the root.
 */
const KEY_PATTERN = /^([0-9a-f]{2})\/\1[0-9a-f]{62}(\.[a-z]{1,10})?\.[a-z0-9]{1,10}$/;

/**
 * Content-addressed files under `<DATA_DIR>/uploads`. The two-character fan-out keeps
 * directories small. Writes go to a temporary file that is renamed into place, so a reader
 * (or a concurrent writer of the same bytes) never sees a partial file.
 */
@Injectable()
export class LocalDiskStorage extends Storage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = uploadsDirectory(config.dataDir);
  }

  keyOf(bytes: Buffer, ext: string): string {
    const extension = ext.toLowerCase();
    if (!EXT_PATTERN.test(extension)) throw new Error(`Invalid file extension: ${ext}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    return `${hash.slice(0, 2)}/${hash}.${extension}`;
  }

  async save(bytes: Buffer, ext: string): Promise<StoredFile> {
    const key = this.keyOf(bytes, ext);
    if (!(await this.exists(key))) await this.replace(key, bytes);
    return { key, url: UPLOADS_URL_PREFIX + key };
  }

  async write(key: string, bytes: Buffer): Promise<StoredFile> {
    await this.replace(key, bytes);
    return { key, url: UPLOADS_URL_PREFIX + key };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private async replace(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, key);
  }
}

/** True for a URL this driver hands out (`/files/uploads/<2hex>/<sha256>.<ext>`). */
export function isUploadUrl(url: string): boolean {
  return url.startsWith(UPLOADS_URL_PREFIX) && isStorageKey(url.slice(UPLOADS_URL_PREFIX.length));
}

/** The storage key of an upload URL, or null when the URL is not one of ours. */
export function storageKeyOfUploadUrl(url: string): string | null {
  return isUploadUrl(url) ? url.slice(UPLOADS_URL_PREFIX.length) : null;
}

/** True for a key of the only shape this driver writes; nothing else may be read or served. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Where the files live: `<DATA_DIR>/uploads`, also the root the api serves them from. */
export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}
