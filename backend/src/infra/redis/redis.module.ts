import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export const REDIS = Symbol('REDIS');
/**
 * A request that asks Redis (a rate limit) waits no longer than this during an outage: the
 * command fails and its caller degrades (FallbackThrottlerStorage), instead of waiting for the
 * reconnection.
 */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * One shared connection for health checks and rate limits, or null in single-machine mode.
 * BullMQ opens its own connections (it needs blocking ones).
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.redisUrl
          ? new Redis(config.redisUrl, {
              maxRetriesPerRequest: 2,
              commandTimeout: COMMAND_TIMEOUT_MS,
              lazyConnect: false,
            })
          : null,
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
