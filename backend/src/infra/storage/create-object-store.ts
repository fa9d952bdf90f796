import { type AppConfig, ConfigError } from '../../config/app-config';
import { LocalDiskObjectStore } from './local-disk.object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3.object-store';

/** The driver the environment chooses: the S3_BUCKET bucket when set, DATA_DIR otherwise. */
export function createObjectStore(config: Pick<AppConfig, 's3' | 'dataDir'>): ObjectStore {
  return config.s3 ? new S3ObjectStore(config.s3) : new LocalDiskObjectStore(config.dataDir);
}

/**
 * Rejects with a ConfigError naming the variable to fix unless the store can be used: a
 * process stops at boot rather than failing every upload and job later.
 */
export async function assertObjectStoreUsable(store: ObjectStore): Promise<void> {
  try {
    await store.check();
  } catch (error) {
    const variable = store.driver === 's3' ? 'S3_BUCKET' : 'DATA_DIR';
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`File storage unavailable:\n  ${variable}: ${reason}`);
  }
}
