import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { JobDurations } from '../metrics/job-durations';
import { afterLastAttempt } from './job-processor.decorator';
import { JobQueue, JobTimeoutError, type EnqueueOptions, type QueueCounts, type WaitOptions } from './job-queue';
import { ProcessorRegistry } from './processor-registry';
import { QUEUE_CATALOGUE } from './queue.tokens';
import { retryDelayMs } from './retry-schedule';
import {
  KEEP_COMPLETED_JOBS,
  KEEP_FAILED_JOBS_IN_MEMORY,
  queueNames,
  type PayloadOf,
  type QueueCatalogue,
  type QueueName,
} from './queue-definitions';

interface InlineJob {
  id: string;
  queue: QueueName;
  payload: PayloadOf<QueueName>;
  /** Attempts started so far. */
  attempt: number;
  error?: string;
}

/** One queue's in-memory state, mirroring BullMQ's lists. */
class Lane {
  readonly waiting: InlineJob[] = [];
  readonly delayed = new Map<InlineJob, NodeJS.Timeout>();
  readonly failed: InlineJob[] = [];
  readonly running = new Set<InlineJob>();
  readonly completedIds = new Set<string>();
  /** enqueueAndWait callers by job id, told once the job completes (null) or finally fails. */
  readonly waiters = new Map<string, Set<(error: Error | null) => void>>();
}

/**
 * Single-machine mode (no REDIS_URL): jobs run in this process with the same semantics as the
 * BullMQ driver (per-queue concurrency, retries with exponential backoff, failed jobs kept,
 * jobId deduplication), so code behaves alike in both modes. Work is lost if the process
 * stops; that is the price of needing no Redis.
 */
@Injectable()
export class InlineJobQueue extends JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly keepsDelayedJobs = false;
  private readonly logger = new Logger(InlineJobQueue.name);
  private readonly lanes: Map<QueueName, Lane>;
  /** Jobs enqueued and not yet completed or finally failed. */
  private pending = 0;
  private idleWaiters: Array<() => void> = [];
  private started = false;
  private closed = false;
  private nextId = 1;

  constructor(
    @Inject(QUEUE_CATALOGUE) private readonly catalogue: QueueCatalogue,
    private readonly registry: ProcessorRegistry,
    private readonly durations: JobDurations,
  ) {
    super();
    this.lanes = new Map(queueNames(catalogue).map((name) => [name, new Lane()]));
  }

  async enqueue<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options: EnqueueOptions = {}): Promise<void> {
    if (this.closed) throw new Error(`Cannot enqueue to "${queue}": the job queue is shut down`);
    const lane = this.lane(queue);
    if (options.jobId !== undefined && this.knows(lane, options.jobId)) return;
    const job: InlineJob = { id: options.jobId ?? `inline-${this.nextId++}`, queue, payload, attempt: 0 };
    this.pending++;
    this.schedule(lane, job, options.delayMs ?? 0);
  }

  async enqueueAndWait<Q extends QueueName>(
    queue: Q,
    payload: PayloadOf<Q>,
    { jobId, timeoutMs }: WaitOptions,
  ): Promise<void> {
    const lane = this.lane(queue);
    const id = jobId ?? `inline-${this.nextId++}`;
    if (lane.completedIds.has(id)) return;
    const failed = lane.failed.find((job) => job.id === id);
    if (failed) throw new Error(failed.error);
    // The job cannot finish before the waiter is in place: it starts from a later macrotask.
    await this.enqueue(queue, payload, { jobId: id });
    return new Promise<void>((resolve, reject) => {
      const waiters = lane.waiters.get(id) ?? new Set();
      lane.waiters.set(id, waiters);
      const waiter = (error: Error | null) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        if (waiters.size === 0) lane.waiters.delete(id);
        reject(new JobTimeoutError(queue, timeoutMs));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  async stats(): Promise<Record<QueueName, QueueCounts>> {
    const entries = [...this.lanes].map(([name, lane]) => {
      const counts: QueueCounts = {
        waiting: lane.waiting.length,
        active: lane.running.size,
        delayed: lane.delayed.size,
        failed: lane.failed.length,
      };
      return [name, counts] as const;
    });
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  /** Resolves once every enqueued job has completed or finally failed (retries included). */
  drain(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Processors are validated during module init; jobs enqueued before then wait until now. */
  onApplicationBootstrap(): void {
    this.started = true;
    for (const [name, lane] of this.lanes) this.pump(name, lane);
  }

  /**
   * Before the database closes: waiting and running jobs finish; delayed ones (retries in
   * their backoff) are dropped with a warning, since waiting them out could hold shutdown for
   * minutes. If the app never started, nothing would run the waiting jobs: they are dropped too.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const [name, lane] of this.lanes) {
      for (const timer of lane.delayed.values()) clearTimeout(timer);
      const dropped = [...lane.delayed.keys(), ...(this.started ? [] : lane.waiting.splice(0))];
      lane.delayed.clear();
      if (dropped.length > 0) this.logger.warn(`Dropping ${dropped.length} unfinished "${name}" job(s) at shutdown`);
      for (const job of dropped) this.settle(lane, job.id, new Error('The job was dropped at shutdown'));
      this.pending -= dropped.length;
    }
    this.notifyIfIdle();
    await this.drain();
  }

  private schedule(lane: Lane, job: InlineJob, delayMs: number): void {
    if (delayMs <= 0) {
      lane.waiting.push(job);
      this.pump(job.queue, lane);
      return;
    }
    const timer = setTimeout(() => {
      lane.delayed.delete(job);
      lane.waiting.push(job);
      this.pump(job.queue, lane);
    }, delayMs);
    lane.delayed.set(job, timer);
  }

  /**
   * Starts waiting jobs up to the queue's concurrency, always from a later macrotask: a job
   * never runs in its producer's tick, so the producer's own work (its response, a transaction
   * it should not have left open) comes first, as with a separate worker.
   */
  private pump(name: QueueName, lane: Lane): void {
    if (!this.started) return;
    setImmediate(() => {
      while (lane.running.size < this.catalogue[name].concurrency && lane.waiting.length > 0) {
        void this.run(lane, lane.waiting.shift()!);
      }
    });
  }

  private async run(lane: Lane, job: InlineJob): Promise<void> {
    lane.running.add(job);
    job.attempt++;
    const settings = this.catalogue[job.queue];
    const { attempts } = settings;
    try {
      await this.durations.time(job.queue, () =>
        this.registry.get(job.queue).process(job.payload, { jobId: job.id, attempt: job.attempt }),
      );
      this.remember(lane.completedIds, job.id);
      this.pending--;
      this.settle(lane, job.id, null);
    } catch (error) {
      job.error = error instanceof Error ? error.message : String(error);
      const retry = job.attempt < attempts && !this.closed;
      this.logger.warn(
        `Job ${job.queue}/${job.id} failed (attempt ${job.attempt} of ${attempts}, ${retry ? 'will retry' : 'gave up'}): ${job.error}`,
      );
      if (retry) {
        this.schedule(lane, job, retryDelayMs(settings, job.attempt));
      } else {
        await afterLastAttempt(this.registry.get(job.queue), job.payload, this.logger);
        lane.failed.push(job);
        if (lane.failed.length > KEEP_FAILED_JOBS_IN_MEMORY) lane.failed.shift();
        this.pending--;
        this.settle(lane, job.id, new Error(job.error));
      }
    } finally {
      lane.running.delete(job);
    }
    this.pump(job.queue, lane);
    this.notifyIfIdle();
  }

  private settle(lane: Lane, id: string, error: Error | null): void {
    const waiters = lane.waiters.get(id);
    lane.waiters.delete(id);
    for (const waiter of waiters ?? []) waiter(error);
  }

  private knows(lane: Lane, id: string): boolean {
    const matches = (job: InlineJob) => job.id === id;
    return (
      lane.completedIds.has(id) ||
      lane.waiting.some(matches) ||
      lane.failed.some(matches) ||
      [...lane.delayed.keys(), ...lane.running].some(matches)
    );
  }

  private remember(ids: Set<string>, id: string): void {
    ids.add(id);
    // Sets iterate in insertion order, so the first entry is the oldest.
    if (ids.size > KEEP_COMPLETED_JOBS) ids.delete(ids.values().next().value!);
  }

  private notifyIfIdle(): void {
    if (this.pending > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private lane(name: QueueName): Lane {
    const lane = this.lanes.get(name);
    if (!lane) throw new Error(`Queue "${name}" is not defined`);
    return lane;
  }
}
