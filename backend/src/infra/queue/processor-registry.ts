import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JOB_PROCESSOR, type QueueProcessor } from './job-processor.decorator';
import { withTestDelay } from './job-test-delay';
import { QUEUE_CATALOGUE } from './queue.tokens';
import { queueNames, type QueueCatalogue, type QueueName } from './queue-definitions';

/**
 * Finds the @JobProcessor providers at boot and holds one per queue. Present only in processes
 * that run processors (the worker, and the api in inline mode), where a queue without a
 * processor or with two is a wiring mistake that must stop startup rather than strand jobs.
 * Being present is what "this process runs jobs" means: once it has found the processors it
 * starts each one's optional warm-up (Chromium for the pdf queue) in the background, so an api
 * that only enqueues (REDIS_URL) never warms anything up.
 */
@Injectable()
export class ProcessorRegistry implements OnModuleInit {
  private readonly logger = new Logger(ProcessorRegistry.name);
  private readonly processors = new Map<QueueName, QueueProcessor<QueueName>>();
  /** The processors as provided (before withTestDelay), for their warm-up. */
  private readonly instances = new Map<QueueName, QueueProcessor<QueueName>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(QUEUE_CATALOGUE) private readonly catalogue: QueueCatalogue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const owners = new Map<QueueName, string>();
    for (const wrapper of this.discovery.getProviders()) {
      const queue = wrapper.metatype
        ? this.reflector.get<QueueName | undefined>(JOB_PROCESSOR, wrapper.metatype)
        : undefined;
      if (queue === undefined) continue;
      if (!(queue in this.catalogue)) {
        throw new Error(`${wrapper.name} is a @JobProcessor for queue "${queue}", which is not defined`);
      }
      if (!wrapper.isDependencyTreeStatic()) {
        throw new Error(`${wrapper.name}, processor of queue "${queue}", must be a singleton (not request-scoped)`);
      }
      const owner = owners.get(queue);
      if (owner !== undefined) {
        throw new Error(`Queue "${queue}" has two processors: ${owner} and ${wrapper.name}`);
      }
      owners.set(queue, wrapper.name);
      const processor = wrapper.instance as QueueProcessor<QueueName>;
      this.instances.set(queue, processor);
      this.processors.set(queue, withTestDelay(processor, this.config.jobTestDelayMs));
    }
    const missing = queueNames(this.catalogue).filter((queue) => !this.processors.has(queue));
    if (missing.length > 0) {
      throw new Error(
        `No processor for queue ${missing.map((queue) => `"${queue}"`).join(', ')}: ` +
          'provide a @JobProcessor class in a module this process imports',
      );
    }
    // As soon as the processors are known to be complete: the rest of boot overlaps the warm-ups.
    this.startWarmUps();
  }

  /**
   * Starts the warm-ups and returns at once: readiness (listening, the worker's "ready") does
   * not wait for them, and a failed one only logs (the first job meets the problem and reports it).
   */
  private startWarmUps(): void {
    for (const [queue, processor] of this.instances) {
      const warmUp = processor.warmUp?.bind(processor);
      if (!warmUp) continue;
      // Through a promise, so a warm-up that throws at once is logged the same way.
      Promise.resolve()
        .then(warmUp)
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.logger.warn(`Warm-up of the "${queue}" processor failed (its first job tries again): ${reason}`);
        });
    }
  }

  get<Q extends QueueName>(queue: Q): QueueProcessor<Q> {
    const processor = this.processors.get(queue);
    if (!processor) throw new Error(`No processor for queue "${queue}"`);
    return processor as QueueProcessor<Q>;
  }
}
