import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { SignedInUser } from '../auth/auth-user';
import { bearerTokenOf } from '../auth/bearer-token';
import { answeredAs } from '../../infra/metrics/route-label';
import { setAnswerHeaders } from './cached-read.interceptor';
import { ReadCache } from './read-cache';

/** What a middleware does to every answer's headers (helmet's), replayed without running it. */
export type HeaderEdits = ReadonlyArray<readonly [name: string, value: string | null]>;

type Middleware = (request: Request, response: Response, next: (error?: unknown) => void) => void;

/**
 * The header edits a middleware makes on every answer, recorded by running it once against a
 * stand-in response: for middleware whose headers depend on nothing in the request (helmet
 * with fixed directives). Anything else it does is not recorded: throws if it does not go on.
 */
export function headerEditsOf(middleware: Middleware): HeaderEdits {
  const edits: Array<[string, string | null]> = [];
  let wentOn = false;
  const response = {
    setHeader: (name: string, value: unknown) => void edits.push([name, String(value)]),
    removeHeader: (name: string) => void edits.push([name, null]),
  };
  middleware({ method: 'GET', headers: {} } as Request, response as unknown as Response, (error?: unknown) => {
    wentOn = error === undefined;
  });
  if (!wentOn) throw new Error('The middleware did not answer synchronously with header edits only');
  return edits;
}

/**
 * Answers a signed-in GET from ReadCache ahead of the framework's routing, guards and request
 * logging, which cost several times what a kept answer does. The session is verified exactly
 * as the guard does (one query, which also reads the tenant's data version; synchronous on
 * SQLite); the verified user is left on the request, so on a miss the guard does not look it
 * up again. A missing or refused token goes on untouched, to be answered by the guard. Mounted
 * ahead of helmet, whose header edits (`securityHeaders`) it makes itself on a kept answer.
 */
@Injectable()
export class KeptReadsMiddleware {
  private securityHeaders: HeaderEdits = [];

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly cache: ReadCache,
  ) {}

  /** The headers every answer carries (helmet's), which a kept answer gets here. */
  withSecurityHeaders(edits: HeaderEdits): this {
    this.securityHeaders = edits;
    return this;
  }

  readonly handle = (request: Request & { user?: SignedInUser }, response: Response, next: NextFunction): void => {
    const token = request.method === 'GET' ? bearerTokenOf(request) : undefined;
    if (!token) return next();
    let verified: SignedInUser | Promise<SignedInUser>;
    try {
      verified = this.verifier.verifyNow(token);
    } catch {
      return next();
    }
    if (verified instanceof Promise) {
      verified.then(
        (user) => this.answer(request, response, next, user),
        () => next(),
      );
    } else {
      this.answer(request, response, next, verified);
    }
  };

  private answer(
    request: Request & { user?: SignedInUser },
    response: Response,
    next: NextFunction,
    user: SignedInUser,
  ): void {
    request.user = user;
    const kept = user.tenant && this.cache.get(ReadCache.keyOf(user.id, request.originalUrl), user.tenant);
    if (!kept) return next();
    if (kept.route !== undefined) answeredAs(request, kept.route);
    for (const [name, value] of this.securityHeaders) {
      if (value === null) response.removeHeader(name);
      else response.setHeader(name, value);
    }
    setAnswerHeaders(response, kept);
    // As Express's send: a 304 when the browser holds this very answer.
    if (kept.etag && request.headers['if-none-match'] !== undefined && request.fresh) {
      response.removeHeader('Content-Type');
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Length', kept.body.length);
    response.end(kept.body);
  }
}
