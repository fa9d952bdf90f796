import { Global, Module } from '@nestjs/common';
import { TenantDataSubscriber } from './tenant-data.subscriber';
import { TenantDataVersions } from './tenant-data-versions';

/** Tenant data versions, raised by the api after signed-in writes and by every event of a tenant. */
@Global()
@Module({ providers: [TenantDataVersions, TenantDataSubscriber], exports: [TenantDataVersions] })
export class TenantDataModule {}
