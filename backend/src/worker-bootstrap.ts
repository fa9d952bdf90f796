import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadAppConfig } from './config/app-config';
import { withConcurrencyFromEnv } from './infra/queue/queue-concurrency-env';
import { QUEUE_DEFINITIONS, queueNames } from './infra/queue/queue-definitions';
import { WorkerModule } from './worker.module';

/**
 * Starts a worker from an environment: validates it, boots the processors (no HTTP server)
 * and returns the running context. Rejects with a ConfigError for bad configuration, which
 * worker.ts prints; kept apart from worker.ts so tests can start and stop workers in-process.
 */
export async function bootstrapWorker(env: NodeJS.ProcessEnv): Promise<INestApplicationContext> {
  const config = loadAppConfig(env);
  if (!config.redisUrl) {
    throw new ConfigError(
      'Invalid environment:\n  REDIS_URL: required by the worker (without Redis the api runs the jobs itself)',
    );
  }
  const queues = withConcurrencyFromEnv(QUEUE_DEFINITIONS, env);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, queues), {
    bufferLogs: true,
    // Throw instead of exiting, so the caller decides (worker.ts exits 1, tests assert).
    abortOnError: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  const served = queueNames(queues).map((name) => `${name} (concurrency ${queues[name].concurrency})`);
  logger.log(`worker ready: ${served.join(', ')}`, 'Worker');
  return app;
}
