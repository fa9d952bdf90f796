import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  LessThanOrEqual,
  type QueryRunner,
  type TransactionCommitEvent,
} from 'typeorm';
import { JobQueue } from '../job-queue';
import type { PayloadOf, QueueName } from '../queue-definitions';
import { OutboxJob } from './outbox-job.entity';

/** A relay pass also runs this often, for rows committed where no commit event reached this process. */
const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 100;
/** An enqueue that takes longer counts as the queue being unreachable; the row waits for the next pass. */
const ENQUEUE_TIMEOUT_MS = 5_000;
/** Far enough to cover every delay: a queue that keeps delayed jobs itself gets them at once. */
const ALL_DUE = new Date(8_000_000_000_000);

/**
 * Moves committed outbox rows to the job queue, oldest first, and deletes each one moved. Runs
 * in every process that has a queue (api and worker): right after a transaction that wrote
 * rows commits, and every second. On MySQL several processes relay at once without meeting:
 * each locks its batch with SKIP LOCKED. A row relayed twice (a process that died between the
 * enqueue and the delete) is enqueued once, by its job id.
 *
 * With the inline driver a delayed job stays in the table until it is due, so a restart of the
 * single process keeps it; BullMQ keeps delayed jobs in Redis, which gets them at once.
 * When the queue or the database cannot be reached, the rows wait and the outage is logged
 * once, at warn, with its end.
 */
@Injectable()
export class JobOutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown, EntitySubscriberInterface {
  private readonly logger = new Logger(JobOutboxRelay.name);
  private readonly sqlite: boolean;
  /** Transactions that wrote outbox rows and have not committed yet. */
  private readonly writers = new WeakSet<QueryRunner>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private outage: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    dataSource.subscribers.push(this);
  }

  listenTo() {
    return OutboxJob;
  }

  afterInsert(event: InsertEvent<OutboxJob>): void {
    if (event.queryRunner.isTransactionActive) this.writers.add(event.queryRunner);
    else this.soon();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.writers.delete(event.queryRunner)) this.soon();
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.soon(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.soon();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.pass;
  }

  /** Starts a pass, or asks the running one for another round (rows may have come in meanwhile). */
  private soon(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.run().finally(() => (this.pass = null));
  }

  private async run(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      let moved: number;
      do {
        this.again = false;
        moved = await this.moveBatch();
      } while (!this.stopped && (this.again || moved === BATCH_SIZE));
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  private async moveBatch(): Promise<number> {
    if (this.sqlite) return this.move(this.dataSource.manager);
    // Most passes find nothing: one plain statement tells, before any transaction is opened.
    const due = await this.dataSource
      .getRepository(OutboxJob)
      .exists({ where: { runAt: LessThanOrEqual(this.horizon()) } });
    if (!due) return 0;
    return this.dataSource.transaction('READ COMMITTED', (manager) => this.move(manager));
  }

  /** The rows a pass moves: every row where the queue keeps delayed jobs itself, else the due ones. */
  private horizon(): Date {
    return this.jobs.keepsDelayedJobs ? ALL_DUE : new Date();
  }

  /**
   * Enqueues a batch and deletes what went. An enqueue that fails stops the batch: what was
   * moved before it is deleted (and committed), the rest waits, and the failure is thrown.
   */
  private async move(manager: EntityManager): Promise<number> {
    const query = manager
      .createQueryBuilder(OutboxJob, 'job')
      .where('job.runAt <= :horizon', { horizon: this.horizon() })
      .orderBy('job.runAt', 'ASC')
      .take(BATCH_SIZE);
    // SQLite is one process, and its passes never overlap.
    const rows = await (this.sqlite ? query : query.setLock('pessimistic_write').setOnLocked('skip_locked')).getMany();
    const moved: string[] = [];
    let failure: unknown = null;
    for (const row of rows) {
      try {
        await this.enqueue(row);
        moved.push(row.id);
      } catch (error) {
        failure = error;
        break;
      }
    }
    if (moved.length > 0) await manager.delete(OutboxJob, moved);
    if (failure) throw failure;
    return rows.length;
  }

  private async enqueue(row: OutboxJob): Promise<void> {
    const payload = JSON.parse(row.payload) as PayloadOf<QueueName>;
    const delayMs = Math.max(0, row.runAt.getTime() - Date.now());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.jobs.enqueue(row.queue, payload, { jobId: row.jobId, delayMs }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (this.outage !== null) return;
    this.outage = message;
    this.logger.warn(`Queued jobs wait in the outbox: ${message}`);
  }

  private recovered(): void {
    if (this.outage === null) return;
    this.outage = null;
    this.logger.log('Queued jobs flow again from the outbox');
  }
}
