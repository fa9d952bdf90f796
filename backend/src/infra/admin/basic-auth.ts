import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../common/http/http-exception.filter';

export interface Credentials {
  user: string;
  password: string;
}

const UNAUTHORIZED: ErrorBody = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' };

/** The user and password of an `Authorization: Basic …` header, or null when there is none. */
export function parseBasicAuth(header: string | undefined): Credentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // The user may not contain ":" (RFC 7617); the password may.
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Equal strings, compared in constant time: both sides are hashed first, so neither their
 * contents nor their lengths show in how long the answer takes.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Express middleware: the request goes on only with these credentials; otherwise a 401 challenge. */
export function basicAuth(expected: Credentials, realm: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const given = parseBasicAuth(request.headers.authorization);
    // Both parts are always compared, so a right user name with a wrong password takes as long as neither.
    const userMatches = sameSecret(given?.user ?? '', expected.user);
    const passwordMatches = sameSecret(given?.password ?? '', expected.password);
    if (given && userMatches && passwordMatches) return next();
    response.setHeader('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    response.setHeader('Cache-Control', 'no-store');
    response.status(401).json(UNAUTHORIZED);
  };
}
