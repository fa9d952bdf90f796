import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config';

/**
 * BullMQ opens its own connections (workers need blocking ones) from these options, so
 * producers and workers reach the same Redis as the rest of the app: REDIS_URL.
 * Workers pass `blocking` so commands wait out a Redis outage instead of failing
 * (BullMQ requires `maxRetriesPerRequest: null` there). Producers fail at once while Redis is
 * away (no offline queue, as BullMQ advises for producers): the outbox relay keeps its rows for
 * the next pass, and a request waiting for a job (a PDF) is told the service is unavailable
 * instead of waiting out the outage.
 */
export function bullmqConnection(config: AppConfig, blocking: boolean): ConnectionOptions {
  if (!config.redisUrl) throw new Error('BullMQ needs REDIS_URL');
  return blocking
    ? { url: config.redisUrl, maxRetriesPerRequest: null }
    : { url: config.redisUrl, enableOfflineQueue: false };
}
