import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MetricsRegistry } from './metrics-registry';
import { METRICS_PATH, NOT_FOUND, scrapeHandler, sendError } from './metrics-scrape';

/**
 * A worker's GET /metrics on METRICS_PORT (a worker has no HTTP server of its own): the same
 * scrape as the api's, same token, and nothing else. Listening is part of boot, so a port in
 * use stops the worker; it closes at shutdown, after the running jobs have finished, so the
 * drain can still be watched.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server: Server | null = null;

  constructor(
    private readonly registry: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { token, port } = this.config.metrics;
    if (token === null || port === null) return;
    collectDefaultMetrics({ register: this.registry });
    const scrape = scrapeHandler(this.registry, token);
    const server = createServer((request, response) => {
      // Split, not parsed: new URL() throws on some request targets a client may send.
      const path = (request.url ?? '').split('?', 1)[0];
      if (path === METRICS_PATH && (request.method === 'GET' || request.method === 'HEAD')) scrape(request, response);
      else sendError(response, NOT_FOUND);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics at :${this.port()}${METRICS_PATH}`);
  }

  /** The port it listens on (METRICS_PORT=0 lets the system choose one), or null when it serves none. */
  port(): number | null {
    return (this.server?.address() as AddressInfo | null | undefined)?.port ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise((resolve) => server.close(resolve));
    // A scraper's kept-alive connection would otherwise hold the close.
    server.closeAllConnections();
    await closed;
  }
}
