import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { isUniqueViolation } from '../../../infra/database/query-errors';
import { Transactions } from '../../../infra/database/transactions';
import { JobOutbox } from '../../../infra/queue/outbox/job-outbox';
import { PendingDigest } from './pending-digest.entity';

/**
 * A pending digest still there this long after it was due was never taken by its job (the job
 * was lost, or gave up while the database was away and could not remove it): the next event
 * takes it over and schedules a new digest. Its job, should it still run, finds its row gone
 * and mails nothing twice (SendDigestJob checks what was mailed).
 */
export const OVERDUE_DIGEST_GRACE_MS = 60_000;

/**
 * Called for every in-app notification: makes sure a digest of that user's task is due
 * EMAIL_DIGEST_DELAY_MS after the first unread event. The unique key of pending_digests, not
 * a lookup, decides who schedules, so concurrent events in several processes give one job.
 * The pending row and its job are written in one transaction: neither exists without the other.
 *
 * What belongs to no task (a client who joined) is rare: each such notification schedules its
 * own digest of all of them, and the one that runs first mails them (see SendDigestJob); the
 * others find nothing left to tell.
 */
@Injectable()
export class DigestScheduler {
  private readonly delayMs: number;

  constructor(
    private readonly transactions: Transactions,
    private readonly jobs: JobOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.delayMs = config.mail.digestDelayMs;
  }

  async schedule(userId: string, taskId: string | null): Promise<void> {
    const digestId = randomUUID();
    await this.transactions.write(async (manager) => {
      if (taskId !== null && !(await this.claim(manager, { userId, taskId, id: digestId }))) return;
      await this.jobs.add(
        manager,
        'digests',
        { digestId, userId, taskId },
        { jobId: `digest-${digestId}`, delayMs: this.delayMs },
      );
    });
  }

  /** The pair's pending row for this digest: a new one, or an overdue one taken over. */
  private async claim(manager: EntityManager, row: Pick<PendingDigest, 'userId' | 'taskId' | 'id'>): Promise<boolean> {
    try {
      await manager.insert(PendingDigest, row);
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const overdue = new Date(Date.now() - this.delayMs - OVERDUE_DIGEST_GRACE_MS);
    const { affected } = await manager.update(
      PendingDigest,
      { userId: row.userId, taskId: row.taskId, createdAt: LessThan(overdue) },
      { id: row.id, createdAt: new Date() },
    );
    return (affected ?? 0) > 0;
  }
}
