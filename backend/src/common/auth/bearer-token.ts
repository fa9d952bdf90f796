import type { Request } from 'express';

const BEARER = /^Bearer +(\S+) *$/i;

/** The bearer token of an Authorization header, if the request carries one. */
export function bearerTokenOf(request: Request): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}
