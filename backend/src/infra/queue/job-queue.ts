import type { PayloadOf, QueueName } from './queue-definitions';

export interface EnqueueOptions {
  /**
   * Deduplicates: while a job with this id is still known (queued, delayed, running, failed, or
   * among the recently completed), enqueueing it again is a no-op. Must not contain ":".
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * The port producers use to hand work to background processors. Bound to BullMQ when
 * REDIS_URL is set, otherwise to the in-process driver. Enqueue only after the transaction
 * that wrote the job's rows has committed, or the processor may not find them.
 * Also the Nest injection token: inject `JobQueue` directly.
 */
export abstract class JobQueue {
  abstract enqueue<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options?: EnqueueOptions): Promise<void>;

  /** Per-queue counts for /api/health and dashboards. */
  abstract stats(): Promise<Record<QueueName, QueueCounts>>;
}
