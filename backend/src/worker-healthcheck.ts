import 'reflect-metadata';
import { ConfigError, loadAppConfig } from './config/app-config';
import { QUEUE_DEFINITIONS, queueNames } from './infra/queue/queue-definitions';
import { queuesWithoutWorker } from './infra/queue/worker-presence';

/**
 * `node dist/worker-healthcheck.js`, run inside a worker's container (its health check):
 * exits 0 when this host's worker is connected to Redis and serving every queue, 1 otherwise,
 * naming what is missing. Same environment as the worker.
 */
async function check(): Promise<number> {
  const config = loadAppConfig();
  if (!config.redisUrl) throw new ConfigError('Invalid environment:\n  REDIS_URL: required by the worker');
  const missing = await queuesWithoutWorker(config, queueNames(QUEUE_DEFINITIONS));
  if (missing.length === 0) return 0;
  console.error(`No worker of this host on queue(s): ${missing.join(', ')}`);
  return 1;
}

check().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
