import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The data version of a tenant (a shopper and their clients): one number per shopper, in the
 * database every process shares, raised after every change to what any of them can read.
 * Answers kept by ReadCache are valid only for the version they were computed at, so an api
 * process never serves an answer older than the latest change committed by any process.
 *
 * Raised after the change has committed, never before: a reader that sees the new version
 * then also sees the change (a raise before the commit would let a reader keep the old data
 * under the new version).
 */
@Injectable()
export class TenantDataVersions {
  private readonly logger = new Logger(TenantDataVersions.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async raise(tenantId: string): Promise<void> {
    try {
      // Raw SQL: through the entity, save() would also stamp updatedAt, and a stale copy of
      // the row saved elsewhere could move the version back.
      await this.dataSource.query('UPDATE shoppers SET dataVersion = dataVersion + 1 WHERE userId = ?', [tenantId]);
    } catch (error) {
      // The change itself has committed; failing its request now would invite a retry of it.
      // Kept answers of this tenant stay until its next change: say so loudly.
      this.logger.error(`Could not raise the data version of tenant ${tenantId}: ${(error as Error).message}`);
    }
  }
}
