import type { IncomingMessage } from 'node:http';

const BEARER = /^Bearer +(\S+) *$/i;

/** The bearer token of an Authorization header, if the request carries one. */
export function bearerTokenOf(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}
