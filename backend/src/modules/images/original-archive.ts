import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isStorageKey } from '../../infra/storage/local-disk.storage';

/**
 * Uploaded images exactly as they arrived, for those whose published copy had to be changed
 * (metadata stripped, orientation applied): `<DATA_DIR>/originals/<upload key>`. Outside the
 * uploads directory, so never served: the GPS position in a phone photo stays here.
 */
@Injectable()
export class OriginalArchive {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'originals');
  }

  /** Keeps the bytes under the upload's key; the same upload kept twice is one file. */
  async keep(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (await exists(path)) return;
    await mkdir(dirname(path), { recursive: true });
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
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, key);
  }
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
