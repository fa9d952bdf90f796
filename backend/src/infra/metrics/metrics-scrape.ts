import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { bearerTokenOf } from '../../common/auth/bearer-token';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import { sameSecret } from '../admin/basic-auth';

export const METRICS_PATH = '/metrics';

const UNAUTHORIZED: ErrorBody = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' };
export const NOT_FOUND: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'Not found' };

/**
 * Answers a scrape: the registry in Prometheus' text format to a request bearing `token`
 * (compared in constant time), 401 to any other. On plain node:http, so the api's Express
 * route and a worker's own server answer alike.
 */
export function scrapeHandler(registry: Registry, token: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!sameSecret(bearerTokenOf(request) ?? '', token)) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      sendError(response, UNAUTHORIZED);
      return;
    }
    void registry.metrics().then(
      (text) => {
        response.setHeader('Content-Type', registry.contentType);
        response.setHeader('Cache-Control', 'no-store');
        response.end(text);
      },
      () => sendError(response, { statusCode: 500, error: 'Internal Server Error', message: 'Metrics unavailable' }),
    );
  };
}

export function sendError(response: ServerResponse, body: ErrorBody): void {
  response.statusCode = body.statusCode;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}
