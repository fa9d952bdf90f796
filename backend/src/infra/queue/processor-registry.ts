import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
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
 */
@Injectable()
export class ProcessorRegistry implements OnModuleInit {
  private readonly processors = new Map<QueueName, QueueProcessor<QueueName>>();

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
      this.processors.set(queue, withTestDelay(processor, this.config.jobTestDelayMs));
    }
    const missing = queueNames(this.catalogue).filter((queue) => !this.processors.has(queue));
    if (missing.length > 0) {
      throw new Error(
        `No processor for queue ${missing.map((queue) => `"${queue}"`).join(', ')}: ` +
          'provide a @JobProcessor class in a module this process imports',
      );
    }
  }

  get<Q extends QueueName>(queue: Q): QueueProcessor<Q> {
    const processor = this.processors.get(queue);
    if (!processor) throw new Error(`No processor for queue "${queue}"`);
    return processor as QueueProcessor<Q>;
  }
}
