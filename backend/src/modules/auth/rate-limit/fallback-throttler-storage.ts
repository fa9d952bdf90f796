import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/**
 * Rate limits that outlive a Redis outage: counted in Redis (shared by every api process) while
 * it answers, and in this process's memory while it does not, so sign-in stays open and still
 * limited. The shared connection gives up on a command within a second (RedisModule), so a
 * request waits no longer than that; the outage is logged once, at warn, and its end once.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private outage = false;

  constructor(
    private readonly shared: ThrottlerStorage,
    private readonly local: ThrottlerStorage,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    try {
      const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.outage) {
        this.outage = false;
        this.logger.log('Rate limits are shared again (Redis answers)');
      }
      return record;
    } catch (error) {
      if (!this.outage) {
        this.outage = true;
        this.logger.warn(
          `Rate limits counted per process while Redis does not answer: ${error instanceof Error ? error.message : error}`,
        );
      }
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }
}
