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

export interface WaitOptions {
  /** As for enqueue; when the id is already known, the wait is for that job's outcome. */
  jobId?: string;
  /** Give up waiting (the job itself goes on) after this many milliseconds. */
  timeoutMs: number;
}

/** enqueueAndWait gave up: the job did not finish in time (it may still run later). */
export class JobTimeoutError extends Error {
  constructor(queue: QueueName, timeoutMs: number) {
    super(`Job of queue "${queue}" did not finish within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * The port producers use to hand work to background processors. Bound to BullMQ when
 * REDIS_URL is set, otherwise to the in-process driver. A job that follows a change is not
 * enqueued here but written with the change (JobOutbox); this is the relay's way in, and the
 * way of a caller that waits for the job (enqueueAndWait).
 * Also the Nest injection token: inject `JobQueue` directly.
 */
export abstract class JobQueue {
  /**
   * Whether a delayed job survives this process stopping (BullMQ keeps it in Redis); where not,
   * JobOutboxRelay holds delayed jobs in the database until they are due.
   */
  abstract readonly keepsDelayedJobs: boolean;

  abstract enqueue<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options?: EnqueueOptions): Promise<void>;

  /**
   * Enqueues a job and resolves when it has completed, for a caller that needs the result now
   * (a PDF someone is downloading). Rejects with the job's error once its attempts are spent,
   * or with JobTimeoutError after `timeoutMs`. The processor still leaves its result in shared
   * state (database, file store): jobs return nothing.
   */
  abstract enqueueAndWait<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options: WaitOptions): Promise<void>;

  /** Per-queue counts for /api/health and dashboards. */
  abstract stats(): Promise<Record<QueueName, QueueCounts>>;
}
