import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../../infra/queue/job-queue';
import { REDIS } from '../../infra/redis/redis.module';
import { ObjectStore } from '../../infra/storage/object-store';
import { LiveBroadcaster } from '../realtime/live-broadcaster';
import { rejectAfter } from './deadline';
import { DependencyProbe, type ProbeReading, type ProbeTimings } from './dependency-probe';
import type { DependencyStateDto, HealthReportDto, QueueStateDto } from './dto/health-report.dto';

/**
 * A load balancer polls every few seconds: each dependency is probed at most once per
 * `freshForMs`, and a health call answers within half a second (`answerWithinMs` plus the
 * reply) whatever a probe is doing.
 */
export const HEALTH_PROBE_TIMINGS: ProbeTimings = {
  freshForMs: 5000,
  answerWithinMs: 400,
  failAfterMs: 2000,
  failuresBeforeDown: 2,
};

/** Single-machine mode: no Redis, jobs run inline in the api. */
const WITHOUT_REDIS: DependencyStateDto = { status: 'disabled', kind: 'inline' };

@Injectable()
export class HealthService {
  private readonly databaseProbe: DependencyProbe;
  private readonly redisProbe: DependencyProbe | null;
  private readonly storageProbe: DependencyProbe;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) redis: Redis | null,
    private readonly jobs: JobQueue,
    private readonly live: LiveBroadcaster,
    private readonly store: ObjectStore,
  ) {
    this.databaseProbe = new DependencyProbe(() => dataSource.query('SELECT 1'), HEALTH_PROBE_TIMINGS);
    this.redisProbe = redis ? new DependencyProbe(() => redis.ping(), HEALTH_PROBE_TIMINGS) : null;
    // The files' store: DATA_DIR writable, or the bucket answering.
    this.storageProbe = new DependencyProbe(() => store.check(), HEALTH_PROBE_TIMINGS);
  }

  async report(): Promise<HealthReportDto> {
    const [database, redis, storage, queues] = await Promise.all([
      this.databaseProbe.read().then((reading) => stateOf(reading, this.dataSource.options.type)),
      this.redisProbe?.read().then((reading) => stateOf(reading, 'redis')) ?? WITHOUT_REDIS,
      this.storageProbe.read().then((reading) => stateOf(reading, this.store.driver)),
      this.queues(),
    ]);
    const realtime = this.realtime();
    const healthy =
      database.status === 'up' && redis.status !== 'down' && storage.status === 'up' && realtime.status === 'up';
    return { status: healthy ? 'ok' : 'degraded', database, redis, storage, realtime, queues };
  }

  /** Ready for traffic: the database answers (same probe, cache and failure rule as the report). */
  async databaseReachable(): Promise<boolean> {
    return (await this.databaseProbe.read()).status === 'up';
  }

  private realtime(): DependencyStateDto {
    const { adapter, status } = this.live.describe();
    return { status, kind: adapter };
  }

  /** Counts, not a verdict: read afresh each time, and null rather than a late answer. */
  private async queues(): Promise<Record<string, QueueStateDto> | null> {
    try {
      return await rejectAfter(this.jobs.stats(), HEALTH_PROBE_TIMINGS.answerWithinMs);
    } catch {
      return null;
    }
  }
}

function stateOf(reading: ProbeReading, kind: string): DependencyStateDto {
  return reading.status === 'up' ? { status: 'up', kind } : { status: 'down', kind, error: reading.error };
}
