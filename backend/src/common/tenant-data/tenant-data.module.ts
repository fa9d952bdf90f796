import { Global, Module } from '@nestjs/common';
import { TenantDataVersions } from './tenant-data-versions';

/** Tenant data versions, raised by the api and by workers (through LiveEvents). */
@Global()
@Module({ providers: [TenantDataVersions], exports: [TenantDataVersions] })
export class TenantDataModule {}
