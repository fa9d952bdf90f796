import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobOutbox } from '../../infra/queue/outbox/job-outbox';

/**
 * Records security-relevant actions (sign-ins, role changes) off the request path: the row is
 * written by the `audit` job, queued through the outbox (a Redis outage delays it). Auditing
 * must never break the action it records, so a failure to queue is logged, not thrown.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobOutbox,
  ) {}

  async record(action: string, userId: string | null, ip: string | null): Promise<void> {
    // The id is fixed here, once, so every delivery of this job writes the same row.
    const eventId = randomUUID();
    try {
      await this.jobs.add(this.dataSource.manager, 'audit', { eventId, userId, action, ip }, { jobId: eventId });
    } catch (error) {
      this.logger.error(`Could not queue audit event ${action} (user ${userId ?? '-'}): ${(error as Error).message}`);
    }
  }
}
