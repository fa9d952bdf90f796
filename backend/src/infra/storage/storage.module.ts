import { Global, Module } from '@nestjs/common';
import { LocalDiskStorage } from './local-disk.storage';
import { Storage } from './storage';

/** Provides the `Storage` port everywhere; the local-disk driver is the only one for now. */
@Global()
@Module({
  providers: [{ provide: Storage, useClass: LocalDiskStorage }],
  exports: [Storage],
})
export class StorageModule {}
