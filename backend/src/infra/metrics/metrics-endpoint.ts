import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MetricsRegistry } from './metrics-registry';
import { METRICS_PATH, NOT_FOUND, scrapeHandler, sendError } from './metrics-scrape';

/**
 * GET /metrics on the api: outside the /api prefix and straight on the Express instance, like
 * FilesServingModule, so it has no JWT guard, no rate limit, no request log line (the request
 * logger covers /api) and no place in the OpenAPI document. Without METRICS_TOKEN it answers
 * 404 as if it did not exist (registered anyway, ahead of the shell's catch-all, which would
 * answer the path with the web app).
 */
@Injectable()
export class MetricsEndpoint implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly registry: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { token } = this.config.metrics;
    // Only a process that is scraped pays for the event loop and GC observers.
    if (token) collectDefaultMetrics({ register: this.registry });
    const answer = token
      ? scrapeHandler(this.registry, token)
      : (_request: IncomingMessage, response: ServerResponse) => sendError(response, NOT_FOUND);
    (this.adapterHost.httpAdapter as ExpressAdapter).get(METRICS_PATH, answer);
  }
}
