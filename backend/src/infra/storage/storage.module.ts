import { Global, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { assertObjectStoreUsable, createObjectStore } from './create-object-store';
import { ObjectStore } from './object-store';
import { Storage } from './storage';

/**
 * Provides the object store everywhere (an S3-compatible bucket with S3_BUCKET, DATA_DIR
 * without) and the uploads store built on it; checks at boot that the store can be used.
 */
@Global()
@Module({
  providers: [
    { provide: ObjectStore, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStore(config) },
    Storage,
  ],
  exports: [ObjectStore, Storage],
})
export class StorageModule implements OnModuleInit {
  constructor(private readonly store: ObjectStore) {}

  onModuleInit(): Promise<void> {
    return assertObjectStoreUsable(this.store);
  }
}
