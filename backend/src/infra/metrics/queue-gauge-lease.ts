import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../redis/redis.module';

/**
 * How long the lease lasts without renewal. The holder renews it at each scrape, so it must
 * outlast the scrape interval (Prometheus' default is 1 minute), or two processes would take
 * turns and both report for a while. It is also the longest the gauge goes missing after its
 * holder died without releasing it.
 */
const QUEUE_GAUGE_LEASE_MS = 120_000;

/** The lease's key: it names its holder, a random id per application. */
export function queueGaugeLeaseKey(redisPrefix: string): string {
  return `${redisPrefix}:metrics:queue-gauge-lease`;
}

/** Takes the lease when it is free, renews it when it is ours: 1 while `ARGV[1]` holds it. */
const TAKE_OR_RENEW = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE_IF_OURS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Which process reports the queue gauge. With Redis every api and worker sees the same
 * queues, so if all reported them a sum over the targets would count each job once per
 * process. The one that reports is the holder of a lease in Redis, taken or renewed when it is
 * scraped: the holder is always a process Prometheus reaches, and when it stops (released at
 * shutdown) or dies (expired) the next one scraped takes over. Without Redis the inline queue
 * belongs to this process alone, which always reports it.
 */
@Injectable()
export class QueueGaugeLease implements BeforeApplicationShutdown {
  /** Unique per application, not per process: tests run an api and a worker in one process. */
  private readonly holder = randomUUID();
  private readonly key: string;
  private held = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = queueGaugeLeaseKey(config.redisPrefix);
  }

  /** Whether this process is the one to report the queues now (taking or renewing the lease). */
  async hold(): Promise<boolean> {
    if (!this.redis) return true;
    this.held = (await this.redis.eval(TAKE_OR_RENEW, 1, this.key, this.holder, QUEUE_GAUGE_LEASE_MS)) === 1;
    return this.held;
  }

  /** Hands the lease over at once rather than when it expires; failing that, it expires. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.redis || !this.held) return;
    await this.redis.eval(RELEASE_IF_OURS, 1, this.key, this.holder).catch(() => undefined);
  }
}
