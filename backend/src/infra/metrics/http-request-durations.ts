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

  /** Express middleware; mounted before any other, so kept reads and refusals are timed too. */
  readonly record = (request: Request, response: Response, next: NextFunction): void => {
    const end = this.histogram.startTimer();
    // The route is known only once the request has been through the router.
    response.once('finish', () =>
      end({ method: request.method, route: routeLabelOf(request), status_code: response.statusCode }),
    );
    next();
  };
}
