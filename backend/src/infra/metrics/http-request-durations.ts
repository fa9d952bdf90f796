import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';
import { routeLabelOf } from './route-label';

/**
 * http_request_duration_seconds{method,route,status_code}: every answer of the api, from its
 * arrival to its last byte, labelled with the route's template (see routeLabelOf).
 */
@Injectable()
export class HttpRequestDurations {
  private readonly histogram: Histogram<'method' | 'route' | 'status_code'>;

  constructor(registry: MetricsRegistry) {
    this.histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
  }

  /** Counts one answer, given whole to the socket now, of a request that arrived at `arrivedAt` (process.hrtime.bigint()). */
  observe(method: string, route: string, statusCode: number, arrivedAt: bigint): void {
    const seconds = Number(process.hrtime.bigint() - arrivedAt) / 1e9;
    this.histogram.observe({ method, route, status_code: statusCode }, seconds);
  }

  /** Express middleware, mounted before any other: every answer Express gives, refusals too, is timed. */
  readonly record = (request: Request, response: Response, next: NextFunction): void => {
    const arrivedAt = process.hrtime.bigint();
    // The route is known only once the request has been through the router.
    response.once('finish', () => this.observe(request.method, routeLabelOf(request), response.statusCode, arrivedAt));
    next();
  };
}
