import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { MetricsRegistryModule } from '../metrics/metrics-registry.module';
import { BullmqJobQueue } from './bullmq-job-queue';
import { BullmqWorkers } from './bullmq-workers';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';
import { ProcessorRegistry } from './processor-registry';
import { QUEUE_CATALOGUE } from './queue.tokens';
import { QUEUE_DEFINITIONS, type QueueCatalogue } from './queue-definitions';

export interface QueueModuleOptions {
  config: AppConfig;
  /** The worker: true. The api: false (with REDIS_URL the workers run elsewhere). */
  runProcessors: boolean;
  /** Adjusted settings (the worker's env overrides, tests' short backoff); default QUEUE_DEFINITIONS. */
  queues?: QueueCatalogue;
}

/**
 * Binds the JobQueue port for the whole app. With REDIS_URL: BullMQ producers, plus BullMQ
 * workers when this process runs processors. Without: the inline driver, which always runs
 * processors, because nothing else would. Everything closes with the application.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot({ config, runProcessors, queues = QUEUE_DEFINITIONS }: QueueModuleOptions): DynamicModule {
    const providers: Provider[] = [{ provide: QUEUE_CATALOGUE, useValue: queues }];
    if (!config.redisUrl) {
      providers.push(ProcessorRegistry, { provide: JobQueue, useClass: InlineJobQueue });
    } else {
      providers.push({ provide: JobQueue, useClass: BullmqJobQueue });
      if (runProcessors) providers.push(ProcessorRegistry, BullmqWorkers);
    }
    // The registry too where it is provided: what runs only beside the processors (a schedule)
    // injects it @Optional() to know that it is in such a process.
    const runsHere = providers.includes(ProcessorRegistry);
    // MetricsRegistryModule: the drivers time every job they run.
    return {
      module: QueueModule,
      imports: [DiscoveryModule, MetricsRegistryModule],
      providers,
      exports: [JobQueue, QUEUE_CATALOGUE, ...(runsHere ? [ProcessorRegistry] : [])],
    };
  }
}
