import { type DynamicModule, Global, Module } from '@nestjs/common';
import { HttpRequestDurations } from './http-request-durations';
import { MetricsEndpoint } from './metrics-endpoint';
import { MetricsRegistryModule } from './metrics-registry.module';
import { QueueDepthGauge } from './queue-depth-gauge';
import { QueueGaugeLease } from './queue-gauge-lease';
import { SocketConnections } from './socket-connections';
import { WorkerMetricsServer } from './worker-metrics-server';

/** What both processes report beside their own metrics: the jobs they run (through QueueModule) and the queues. */
const queueMetrics = [QueueGaugeLease, QueueDepthGauge];

/**
 * Prometheus metrics (README "Metrics"), served with METRICS_TOKEN: by the api at GET /metrics,
 * by a worker on METRICS_PORT. Global, so the HTTP setup and the socket gateway reach their
 * recorders.
 */
@Global()
@Module({})
export class MetricsModule {
  static forApi(): DynamicModule {
    return {
      module: MetricsModule,
      imports: [MetricsRegistryModule],
      providers: [...queueMetrics, HttpRequestDurations, SocketConnections, MetricsEndpoint],
      exports: [HttpRequestDurations, SocketConnections],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: MetricsModule,
      imports: [MetricsRegistryModule],
      providers: [...queueMetrics, WorkerMetricsServer],
    };
  }
}
