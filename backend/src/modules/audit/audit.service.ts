import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../infra/queue/job-queue';

/**
 * Records security-relevant actions (sign-ins, role changes) off the request path: the row is
 * written by the `audit` job. Auditing must never break the action it records, so a failure
 * to enqueue is logged, not thrown.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly jobs: JobQueue) {}

  async record(action: string, userId: string | null, ip: string | null): Promise<void> {
    // The id is fixed here, once, so every delivery of this job writes the same row.
    const eventId = randomUUID();
    try {
      await this.jobs.enqueue('audit', { eventId, userId, action, ip }, { jobId: eventId });
    } catch (error) {
      this.logger.error(`Could not enqueue audit event ${action} (user ${userId ?? '-'}): ${(error as Error).message}`);
    }
  }
}
