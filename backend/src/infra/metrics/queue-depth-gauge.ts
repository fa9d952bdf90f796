import { Injectable, Logger } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { JobQueue } from '../queue/job-queue';
import { MetricsRegistry } from './metrics-registry';
import { QueueGaugeLease } from './queue-gauge-lease';

/** A scrape does not wait longer for Redis than this; the gauge is left empty instead. */
const READ_TIMEOUT_MS = 2_000;

/**
 * atelier_queue_jobs{queue,state}: each queue's waiting, active, delayed and failed jobs, the
 * counts /api/health reports (completed jobs are not: the drivers keep only the last 1000 of
 * them, and the job histogram counts them all). Read at scrape time by the lease holder only;
 * every other process, and any process that cannot read Redis in time, reports no sample.
 */
@Injectable()
export class QueueDepthGauge {
  private readonly logger = new Logger(QueueDepthGauge.name);

  constructor(registry: MetricsRegistry, jobs: JobQueue, lease: QueueGaugeLease) {
    const { logger } = this;
    new Gauge({
      name: 'atelier_queue_jobs',
      help: 'Jobs per queue and state (reported by one process at a time)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const stats = await withinTimeout(lease.hold().then((held) => (held ? jobs.stats() : null)));
          for (const [queue, counts] of Object.entries(stats ?? {})) {
            for (const [state, count] of Object.entries(counts)) this.set({ queue, state }, count);
          }
        } catch (error) {
          logger.warn(`Queue counts not reported: ${(error as Error).message}`);
        }
      },
    });
  }
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
