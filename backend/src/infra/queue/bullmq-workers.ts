import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobDurations } from '../metrics/job-durations';
import { bullmqConnection } from './bullmq-connection';
import { afterLastAttempt } from './job-processor.decorator';
import { ProcessorRegistry } from './processor-registry';
import { QUEUE_CATALOGUE } from './queue.tokens';
import { retryDelayMs } from './retry-schedule';
import { type QueueName, queueNames, type QueueCatalogue } from './queue-definitions';
import { workerName } from './worker-presence';

/**
 * Queues whose jobs other jobs wait for (an email prints its PDF through `pdf`): they stop
 * after the others at shutdown, or a job still running there would wait out its timeout for a
 * job no worker takes any more.
 */
const WAITED_ON: ReadonlySet<QueueName> = new Set(['pdf']);

/**
 * The worker side on Redis: one BullMQ Worker per queue running its registered processor.
 * Started at bootstrap, after ProcessorRegistry has validated the processors during module init.
 */
@Injectable()
export class BullmqWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BullmqWorkers.name);
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUE_CATALOGUE) private readonly catalogue: QueueCatalogue,
    private readonly registry: ProcessorRegistry,
    private readonly durations: JobDurations,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.workers = queueNames(this.catalogue).map((name) => {
      const processor = this.registry.get(name);
      const worker = new Worker(
        name,
        (job) =>
          this.durations.time(name, () =>
            processor.process(job.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 }),
          ),
        {
          connection: bullmqConnection(this.config, true),
          prefix: this.config.redisPrefix,
          name: workerName(),
          concurrency: this.catalogue[name].concurrency,
          // A dead worker's job goes back to waiting once its lock expires, found by the next
          // stalled check: both at QUEUE_LOCK_DURATION_MS (BullMQ's defaults are 30 s each).
          lockDuration: this.config.queueLockDurationMs,
          stalledInterval: this.config.queueLockDurationMs,
          // A job outlives its worker dying under it twice (a deploy's kill after the grace
          // period, then a crash) and runs again each time; processors are idempotent. One that
          // takes its worker down every time is failed at the third.
          maxStalledCount: 2,
          // Jobs ask for CAPPED_EXPONENTIAL backoff; any other type BullMQ computes itself.
          settings: { backoffStrategy: (failures: number) => retryDelayMs(this.catalogue[name], failures) },
        },
      );
      worker.on('failed', (job, error) => {
        const attempts = job?.opts.attempts ?? 1;
        const outcome = job && job.attemptsMade < attempts ? 'will retry' : 'gave up';
        this.logger.warn(
          `Job ${name}/${job?.id} failed (attempt ${job?.attemptsMade ?? '?'} of ${attempts}, ${outcome}): ${error.message}`,
        );
        if (job && outcome === 'gave up') void afterLastAttempt(processor, job.data, this.logger);
      });
      // Without a listener an 'error' event would crash the process; BullMQ recovers by itself.
      worker.on('error', (error) => this.logger.error(`Worker "${name}": ${error.message}`));
      return worker;
    });
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  /**
   * Runs before the database closes (TypeORM closes in onApplicationShutdown): close() stops
   * taking jobs and waits for the running ones, so none is cut off halfway.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('Stopping: no new jobs are taken; running ones finish first');
    const last = this.workers.filter((worker) => WAITED_ON.has(worker.name as QueueName));
    await Promise.all(this.workers.filter((worker) => !last.includes(worker)).map((worker) => worker.close()));
    await Promise.all(last.map((worker) => worker.close()));
  }
}
