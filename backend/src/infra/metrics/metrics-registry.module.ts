import { Module } from '@nestjs/common';
import { JobDurations } from './job-durations';
import { MetricsRegistry } from './metrics-registry';

/**
 * The registry and the job recorder, for QueueModule (whose drivers time every job) and
 * MetricsModule (which serves the registry): one instance of each per application.
 */
@Module({ providers: [MetricsRegistry, JobDurations], exports: [MetricsRegistry, JobDurations] })
export class MetricsRegistryModule {}
