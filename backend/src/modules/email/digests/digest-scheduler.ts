import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { isUniqueViolation } from '../../../infra/database/query-errors';
import { JobQueue } from '../../../infra/queue/job-queue';
import { PendingDigest } from './pending-digest.entity';

/**
 * Called for every in-app notification: makes sure a digest of that user's task is due
 * EMAIL_DIGEST_DELAY_MS after the first unread event. The unique key of pending_digests, not
 * a lookup, decides who schedules, so concurrent events in several processes give one job.
 *
 * What belongs to no task (a client who joined) is rare: each such notification schedules its
 * own digest of all of them, and the one that runs first mails them (see SendDigestJob); the
 * others find nothing left to tell.
 */
@Injectable()
export class DigestScheduler {
  private readonly delayMs: number;

  constructor(
    @InjectRepository(PendingDigest) private readonly pending: Repository<PendingDigest>,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.delayMs = config.mail.digestDelayMs;
  }

  async schedule(userId: string, taskId: string | null): Promise<void> {
    const id = randomUUID();
    if (taskId !== null) {
      try {
        await this.pending.insert({ userId, taskId, id });
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
    }
    await this.queue.enqueue(
      'digests',
      { digestId: id, userId, taskId },
      { jobId: `digest-${id}`, delayMs: this.delayMs },
    );
  }
}
