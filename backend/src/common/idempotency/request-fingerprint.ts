import { createHash } from 'node:crypto';
import type { Request } from 'express';

/**
 * What makes two requests "the same" for one Idempotency-Key: method, URL and JSON body.
 * A multipart body is read by the route's own interceptor, after the key is claimed, so for
 * uploads the fingerprint is the route alone.
 */
export function requestFingerprint(request: Request): string {
  const multipart = Boolean(request.is('multipart/form-data'));
  const body = multipart ? 'multipart' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.originalUrl}\n${body}`).digest('hex');
}
