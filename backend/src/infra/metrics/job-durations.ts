import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/** From an audit insert (milliseconds) to a slow PDF or a mail server riding out its timeouts (minutes). */
const BUCKETS_SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * atelier_job_duration_seconds{queue,outcome}: how long each attempt of a job ran, recorded by
 * both queue drivers wherever the job runs (a worker, or the api in inline mode). A failed
 * attempt counts as failed even when a retry follows, since it took its time all the same.
 */
@Injectable()
export class JobDurations {
  private readonly histogram: Histogram<'queue' | 'outcome'>;

  constructor(registry: MetricsRegistry) {
    this.histogram = new Histogram({
      name: 'atelier_job_duration_seconds',
      help: 'Duration of job attempts by queue and outcome (completed or failed)',
      labelNames: ['queue', 'outcome'],
      buckets: BUCKETS_SECONDS,
      registers: [registry],
    });
  }

  /** Runs one attempt and records it; its result or error is passed on untouched. */
  async time<T>(queue: string, attempt: () => Promise<T>): Promise<T> {
    const end = this.histogram.startTimer({ queue });
    try {
      const result = await attempt();
      end({ outcome: 'completed' });
      return result;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  }
}
