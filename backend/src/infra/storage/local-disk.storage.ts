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
/** `<first 2 hex>/<sha256>.<ext>`: the only shape a key can have, so no key can leave the root. */
const KEY_PATTERN = /^([0-9a-f]{2})\/\1[0-9a-f]{62}\.[a-z0-9]{1,10}$/;

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

  async save(bytes: Buffer, ext: string): Promise<StoredFile> {
    const extension = ext.toLowerCase();
    if (!EXT_PATTERN.test(extension)) throw new Error(`Invalid file extension: ${ext}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const key = `${hash.slice(0, 2)}/${hash}.${extension}`;
    const path = this.pathOf(key);
    if (!(await this.exists(key))) {
      await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
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
