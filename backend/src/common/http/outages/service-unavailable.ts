import type { ErrorBody } from '../http-exception.filter';

/** Every 503's words, /api/health/ready's included. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

/**
 * Sent with every 503: the health probes ask again every 5 s, so a client that waits this
 * long meets a fresh verdict rather than the same outage.
 */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE: ErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: SERVICE_UNAVAILABLE_MESSAGE,
};
