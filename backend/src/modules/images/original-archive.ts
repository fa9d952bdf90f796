import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../infra/storage/object-store';
import { isStorageKey } from '../../infra/storage/upload-keys';

/** Where kept uploads live in the object store (`DATA_DIR/originals` on local disk). */
export const ORIGINALS_PREFIX = 'originals/';

/**
 * Uploaded images exactly as they arrived, for those whose published copy had to be changed
 * (metadata stripped, orientation applied): `originals/<upload key>` in the object store.
 * Outside the uploads prefix, so never served: the GPS position in a phone photo stays here.
 */
@Injectable()
export class OriginalArchive {
  constructor(private readonly store: ObjectStore) {}

  /** Keeps the bytes under the upload's key; the same upload kept twice is one object. */
  async keep(key: string, bytes: Buffer): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const objectKey = ORIGINALS_PREFIX + key;
    if (await this.store.exists(objectKey)) return;
    await this.store.put(objectKey, bytes);
  }
}
