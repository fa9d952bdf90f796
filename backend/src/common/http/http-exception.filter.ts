import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { OutageLog } from './outages/outage-log';
import { outageOf } from './outages/outage-of';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from './outages/service-unavailable';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(HttpStatus)
    .filter(([, code]) => typeof code === 'number')
    .map(([name, code]) => [
      code,
      name
        .split('_')
        .map((w) => w[0] + w.slice(1).toLowerCase())
        .join(' '),
    ]),
);

/**
 * Every error leaves as `{ statusCode, error, message }`. Known HTTP errors keep their
 * user-facing message. A dependency that cannot be reached (outageOf) is a 503 "Service
 * temporarily unavailable", logged once per outage (OutageLog) rather than once per request;
 * every 503 says when to try again (Retry-After). Anything else is logged with the request id
 * and answered as a bare 500.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter, OnApplicationShutdown {
  private readonly logger = new Logger('HttpExceptionFilter');
  private readonly outages = new OutageLog(new Logger('DependencyOutage'));

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception, request);
    if (response.headersSent) return;
    if (body.statusCode === 503 && !response.hasHeader('Retry-After')) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    response.status(body.statusCode).json(body);
  }

  onApplicationShutdown(): void {
    this.outages.stop();
  }

  private toBody(exception: unknown, request: Request & { id?: string }): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
    }
    const dependency = outageOf(exception);
    if (dependency) {
      this.outages.record(dependency, exception, {
        requestId: request.id,
        method: request.method,
        url: request.originalUrl,
      });
      return SERVICE_UNAVAILABLE;
    }
    this.logger.error(
      { err: exception, requestId: request.id, method: request.method, url: request.originalUrl },
      'Unhandled error',
    );
    return { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };
  }
}
