import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import fresh from 'fresh';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { SignedInUser } from '../auth/auth-user';
import { bearerTokenOf } from '../auth/bearer-token';
import { answeredAs } from '../../infra/metrics/route-label';
import { answerHeadersOf } from './cached-read.interceptor';
import { ReadCache } from './read-cache';

/** A request as the guard reads it: the user the session names, once verified here. */
type VerifiedRequest = Request & { user?: SignedInUser };

/**
 * Answers a signed-in GET under /api from ReadCache, before the router, the guards and the
 * controller: an ordinary middleware, so every header the middleware before it sets (helmet's,
 * the request id) is on a kept answer as on any other, and it is timed like any other. The
 * session is verified exactly as the guard does (one statement, which also reads the tenant's
 * data version the kept answer is compared with; synchronous on SQLite), so a revoked session
 * is refused at once and an answer from before a change, made through any process, is never
 * served. Everything else (no token, a refused one, an answer not kept at the current version,
 * an error here) goes on to the route, with the verified user left on the request for the guard.
 */
@Injectable()
export class KeptReadsMiddleware implements NestMiddleware {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly cache: ReadCache,
  ) {}

  use(request: VerifiedRequest, response: Response, next: NextFunction): void {
    const token = request.method === 'GET' ? bearerTokenOf(request) : undefined;
    if (!token) return next();
    let verified: SignedInUser | Promise<SignedInUser>;
    try {
      verified = this.verifier.verifyNow(token);
    } catch {
      // Refused: the guard answers the 401 as it does for every route.
      return next();
    }
    if (verified instanceof Promise) {
      verified.then(
        (user) => this.answer(request, response, user, next),
        () => next(),
      );
    } else {
      this.answer(request, response, verified, next);
    }
  }

  private answer(request: VerifiedRequest, response: Response, user: SignedInUser, next: NextFunction): void {
    request.user = user;
    try {
      const kept = user.tenant && this.cache.get(ReadCache.keyOf(user.id, request.originalUrl), user.tenant);
      if (!kept) return next();
      answeredAs(request, kept.route);
      // As Express's send decides for a GET: a 304 when the browser holds this very answer.
      const notModified =
        kept.etag !== '' &&
        request.headers['if-none-match'] !== undefined &&
        fresh(request.headers, { etag: kept.etag });
      for (const [name, value] of answerHeadersOf(kept)) {
        // Express's send leaves out the body's type on a 304.
        if (!(notModified && name === 'Content-Type')) response.setHeader(name, value);
      }
      if (notModified) {
        response.status(304).end();
      } else {
        response.setHeader('Content-Length', String(kept.body.length));
        response.status(200).end(kept.body);
      }
    } catch (error) {
      // Nothing sent yet: the route answers instead.
      if (!response.headersSent) next();
      else response.destroy(error as Error);
    }
  }
}
