import { hostname } from 'node:os';
import { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { bullmqConnection } from './bullmq-connection';
import type { QueueName } from './queue-definitions';

/**
 * The name a worker process gives its BullMQ workers: its host (a container's id) and pid.
 * Redis lists it with the worker's connections, so the dashboard shows who serves a queue and
 * a health check can find this host's workers.
 */
export function workerName(host = hostname(), pid = process.pid): string {
  return `${host}:${pid}`;
}

/**
 * The queues on which no worker of `host` is connected to Redis right now (empty when the
 * host's worker process serves them all). Reads Redis' client list, as Bull Board does.
 */
export async function queuesWithoutWorker(
  config: AppConfig,
  queues: QueueName[],
  host = hostname(),
): Promise<QueueName[]> {
  const missing: QueueName[] = [];
  for (const name of queues) {
    const queue = new Queue(name, { connection: bullmqConnection(config, false), prefix: config.redisPrefix });
    try {
      const workers = await queue.getWorkers();
      // `rawname` is the connection's name as the worker set it, `<prefix>:<queue>:w:<worker name>`.
      if (!workers.some((worker) => String(worker.rawname ?? '').includes(`:w:${host}:`))) missing.push(name);
    } finally {
      await queue.close();
    }
  }
  return missing;
}
