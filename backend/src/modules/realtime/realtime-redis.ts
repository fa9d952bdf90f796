import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';

export const REALTIME_REDIS = Symbol('REALTIME_REDIS');

/**
 * The adapter's own connection (it duplicates it for its blocking stream reads). Commands
 * wait for a reconnect instead of failing, so a Redis restart delays events instead of
 * losing them; drops and recoveries are logged once each.
 */
export function createRealtimeRedis(config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  const logger = new Logger('RealtimeRedis');
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  let dropped = false;
  redis.on('error', (error: Error) => {
    if (dropped) return;
    dropped = true;
    logger.warn(`Realtime Redis connection lost: ${error.message}; reconnecting`);
  });
  redis.on('ready', () => {
    if (!dropped) return;
    dropped = false;
    logger.log('Realtime Redis connection recovered');
  });
  return redis;
}

/**
 * One stream per deployment (named by REDIS_PREFIX), shared by every api process and worker;
 * it also keeps the events a reconnecting socket may have missed (connection state recovery).
 * Short blocking reads let a process stop within a second.
 */
export function redisStreamsAdapter(redis: Redis, config: AppConfig) {
  return createAdapter(redis, {
    streamName: `${config.redisPrefix}:socket.io`,
    channelPrefix: `${config.redisPrefix}:socket.io`,
    sessionKeyPrefix: `${config.redisPrefix}:sio:session:`,
    blockTimeInMs: 1000,
    onlyPlaintext: true,
  });
}

export async function closeRealtimeRedis(redis: Redis | null): Promise<void> {
  await redis?.quit().catch(() => redis.disconnect());
}
