import type { ArgumentsHost } from '@nestjs/common';
import { Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { createPool } from 'mysql2';
import { HttpExceptionFilter } from './http-exception.filter';

/** What the filter does to an Express response. */
class RecordedResponse {
  headersSent = false;
  statusCode = 200;
  body: unknown;
  readonly headers = new Map<string, string>();

  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }
  setHeader(name: string, value: string): this {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  json(body: unknown): this {
    this.body = body;
    return this;
  }
}

function answer(filter: HttpExceptionFilter, exception: unknown, response = new RecordedResponse()): RecordedResponse {
  const request = { id: 'r-1', method: 'POST', originalUrl: '/api/tasks/t-1/messages' };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) };
  filter.catch(exception, host as unknown as ArgumentsHost);
  return response;
}

/** What mysql2 rejects with once its pool has ended. */
async function poolClosedError(): Promise<unknown> {
  const pool = createPool({ host: '127.0.0.1' });
  await new Promise((resolve) => pool.end(resolve));
  return new Promise((resolve) => pool.getConnection((error) => resolve(error)));
}

describe('HttpExceptionFilter', () => {
  let filter: HttpExceptionFilter;
  let logged: Record<'error' | 'warn' | 'log', jest.SpyInstance>;
  beforeEach(() => {
    filter = new HttpExceptionFilter();
    logged = {
      error: jest.spyOn(Logger.prototype, 'error').mockImplementation(),
      warn: jest.spyOn(Logger.prototype, 'warn').mockImplementation(),
      log: jest.spyOn(Logger.prototype, 'log').mockImplementation(),
    };
  });
  afterEach(() => {
    filter.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('answers a dependency outage 503 with Retry-After, warning once rather than logging each request', async () => {
    const outage = await poolClosedError();
    for (let request = 0; request < 3; request++) {
      const response = answer(filter, outage);
      expect(response.statusCode).toBe(503);
      expect(response.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service temporarily unavailable. Please try again.',
      });
      expect(response.headers.get('retry-after')).toBe('5');
    }
    expect(logged.warn).toHaveBeenCalledTimes(1);
    expect(logged.warn.mock.calls[0]?.[0]).toMatchObject({ dependency: 'database', err: outage, requestId: 'r-1' });
    expect(logged.error).not.toHaveBeenCalled();
  });

  it("keeps a route's own 503 message and Retry-After, and adds Retry-After when it has none", () => {
    const pdf = answer(filter, new ServiceUnavailableException('Failed to generate PDF. Please try again.'));
    expect(pdf.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Failed to generate PDF. Please try again.',
    });
    expect(pdf.headers.get('retry-after')).toBe('5');

    const answered = new RecordedResponse().setHeader('Retry-After', '12');
    expect(answer(filter, new ServiceUnavailableException(), answered).headers.get('retry-after')).toBe('12');
    expect(answer(filter, new NotFoundException('Task not found')).hasHeader('retry-after')).toBe(false);
  });

  it('answers any other failure 500 and logs it as an error', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const response = answer(filter, bug);
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
    expect(response.hasHeader('retry-after')).toBe(false);
    expect(logged.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: bug, requestId: 'r-1' }),
      'Unhandled error',
    );
    expect(logged.warn).not.toHaveBeenCalled();
  });
});
