import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../../infra/queue/job-queue';
import { REDIS } from '../../infra/redis/redis.module';
import { ObjectStore } from '../../infra/storage/object-store';
import { LiveBroadcaster } from '../realtime/live-broadcaster';
import type { DependencyStateDto, HealthReportDto, QueueStateDto } from './dto/health-report.dto';

const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly jobs: JobQueue,
    private readonly live: LiveBroadcaster,
    private readonly store: ObjectStore,
  ) {}

  async report(): Promise<HealthReportDto> {
    const [database, redis, storage, queues] = await Promise.all([
      this.database(),
      this.redisState(),
      this.storage(),
      this.queues(),
    ]);
    const realtime = this.realtime();
    const healthy =
      database.status === 'up' && redis.status !== 'down' && storage.status === 'up' && realtime.status === 'up';
    return { status: healthy ? 'ok' : 'degraded', database, redis, storage, realtime, queues };
  }

  private async database(): Promise<DependencyStateDto> {
    const kind = this.dataSource.options.type;
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      return { status: 'up', kind };
    } catch (error) {
      return { status: 'down', kind, error: (error as Error).message };
    }
  }

  private async redisState(): Promise<DependencyStateDto> {
    if (!this.redis) return { status: 'disabled', kind: 'inline' };
    try {
      await withTimeout(this.redis.ping());
      return { status: 'up', kind: 'redis' };
    } catch (error) {
      return { status: 'down', kind: 'redis', error: (error as Error).message };
    }
  }

  /** The files' store: DATA_DIR writable, or the bucket answering. */
  private async storage(): Promise<DependencyStateDto> {
    const kind = this.store.driver;
    try {
      await withTimeout(this.store.check());
      return { status: 'up', kind };
    } catch (error) {
      return { status: 'down', kind, error: (error as Error).message };
    }
  }

  private realtime(): DependencyStateDto {
    const { adapter, status } = this.live.describe();
    return { status, kind: adapter };
  }

  private async queues(): Promise<Record<string, QueueStateDto> | null> {
    try {
      return await withTimeout(this.jobs.stats());
    } catch {
      return null;
    }
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
  ]);
}
