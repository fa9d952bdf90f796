import { ObjectStore } from '../../src/infra/storage/object-store';
import { UPLOADS_PREFIX } from '../../src/infra/storage/storage';
import { UPLOADS_URL_PREFIX } from '../../src/infra/storage/upload-keys';
import type { TestApp } from './test-app';

/** The object key of an upload URL: `/files/uploads/ab/<sha256>.png` is `uploads/ab/<sha256>.png`. */
export function objectKeyOfUploadUrl(url: string): string {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) throw new Error(`Not an upload URL: ${url}`);
  return UPLOADS_PREFIX + url.slice(UPLOADS_URL_PREFIX.length);
}

/** The app's object store: its bucket in mysql mode, its DATA_DIR in sqlite mode. */
export function objectStoreOf(t: TestApp): ObjectStore {
  return t.app.get(ObjectStore);
}

/** The bytes stored for an upload URL, from the app's store; fails when there are none. */
export async function storedUpload(t: TestApp, url: string): Promise<Buffer> {
  const bytes = await objectStoreOf(t).get(objectKeyOfUploadUrl(url));
  if (!bytes) throw new Error(`Nothing is stored for ${url}`);
  return bytes;
}
