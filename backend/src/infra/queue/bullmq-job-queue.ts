import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import { DependencyUnavailableError } from '../../common/http/outages/dependency-unavailable.error';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { bullmqConnection } from './bullmq-connection';
import { JobQueue, JobTimeoutError, type EnqueueOptions, type QueueCounts, type WaitOptions } from './job-queue';
import { QUEUE_CATALOGUE } from './queue.tokens';
import { CAPPED_EXPONENTIAL } from './retry-schedule';
import {
  KEEP_COMPLETED_JOBS,
  queueNames,
  type PayloadOf,
  type QueueCatalogue,
  type QueueName,
} from './queue-definitions';

const ADD_TIMEOUT_MS = 1_000;

/** Producers on Redis: one BullMQ Queue per defined queue, under REDIS_PREFIX. */
@Injectable()
export class BullmqJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly keepsDelayedJobs = true;
  private readonly logger = new Logger(BullmqJobQueue.name);
  private readonly queues: Map<QueueName, Queue>;
  /** Completion events, opened on a queue's first enqueueAndWait (each holds a blocking connection). */
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUE_CATALOGUE) catalogue: QueueCatalogue,
  ) {
    super();
    this.queues = new Map(
      queueNames(catalogue).map((name) => {
        const settings = catalogue[name];
        const queue = new Queue(name, {
          connection: bullmqConnection(config, false),
          prefix: config.redisPrefix,
          defaultJobOptions: {
            attempts: settings.attempts,
            backoff: { type: CAPPED_EXPONENTIAL, delay: settings.backoffMs },
            removeOnComplete: KEEP_COMPLETED_JOBS,
            // Failed jobs stay until someone looks at them (dashboard) and retries or removes them.
            removeOnFail: false,
          },
        });
        // Without a listener an 'error' event would crash the process; ioredis reconnects by itself.
        queue.on('error', (error) => this.logger.error(`Queue "${name}": ${error.message}`));
        return [name, queue];
      }),
    );
  }

  async enqueue<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options: EnqueueOptions = {}): Promise<void> {
    await this.queue(queue).add(queue, payload, { jobId: options.jobId, delay: options.delayMs });
  }

  async enqueueAndWait<Q extends QueueName>(
    queue: Q,
    payload: PayloadOf<Q>,
    { jobId, timeoutMs }: WaitOptions,
  ): Promise<void> {
    const events = this.eventsOf(queue);
    const job = await this.addNow(queue, payload, jobId);
    try {
      // Also settles a job that finished before the listener was ready (it checks the job's state).
      await job.waitUntilFinished(events, timeoutMs);
    } catch (error) {
      // A job that is not failed was only waited for too long: it is still queued or running.
      if ((await job.getState()) !== 'failed') throw new JobTimeoutError(queue, timeoutMs);
      throw error;
    }
  }

  /**
   * Someone is waiting for this job: a Redis that does not take it within a second is an
   * outage (503), not a wait. Producers fail at once on a lost connection (bullmqConnection);
   * this also covers one that was never established.
   */
  private async addNow<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, jobId: string | undefined) {
    let timer: NodeJS.Timeout | undefined;
    const unanswered = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DependencyUnavailableError('redis', `Queue "${queue}" did not take a job within ${ADD_TIMEOUT_MS} ms`),
          ),
        ADD_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([this.queue(queue).add(queue, payload, { jobId }), unanswered]);
    } finally {
      clearTimeout(timer);
    }
  }

  async stats(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        const result: QueueCounts = {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
        };
        return [name, result] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.events.values()].map((events) => events.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private eventsOf(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, {
        connection: bullmqConnection(this.config, true),
        prefix: this.config.redisPrefix,
        // Read from the start of the (capped) event stream, not from "$": a job finishing before
        // this reader's first XREAD would otherwise be missed. Old events concern no waiter.
        lastEventId: '0',
      });
      events.on('error', (error) => this.logger.error(`Queue events "${name}": ${error.message}`));
      this.events.set(name, events);
    }
    return events;
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue "${name}" is not defined`);
    return queue;
  }
}
