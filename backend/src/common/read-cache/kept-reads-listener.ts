import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import fresh from 'fresh';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { SignedInUser } from '../auth/auth-user';
import { bearerTokenOf } from '../auth/bearer-token';
import { HttpRequestDurations, stampArrival } from '../../infra/metrics/http-request-durations';
import { UNMATCHED_ROUTE } from '../../infra/metrics/route-label';
import { answerHeadersOf } from './cached-read.interceptor';
import { type HeaderEdits, headersAfter } from './header-edits';
import { type KeptAnswer, ReadCache } from './read-cache';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** A request as the guard reads it: the user the session names, once verified here. */
type VerifiedRequest = IncomingMessage & { user?: SignedInUser };

/** The status line and headers of a kept answer, in writeHead's flat form: built once per answer. */
interface KeptHeaders {
  ok: string[];
  notModified: string[];
}

/**
 * Answers a signed-in GET under /api from ReadCache before Express sees the request: Express's
 * own setup of every request (query parsing, its request and response prototypes), its router
 * and every middleware cost several times what a kept answer does. The session is verified
 * exactly as the guard does (one statement, which also reads the tenant's data version the
 * kept answer is compared with; synchronous on SQLite), so a revoked session is refused at once
 * and an answer from before a change, made through any process, is never served. Everything
 * else (another method or path, no token, a refused one, an answer not kept at the current
 * version, an error here) goes to Express untouched, with the verified user left on the
 * request for the guard: an own property, which Express's prototype swap keeps.
 */
@Injectable()
export class KeptReadsListener {
  /** Helmet's headers, which every answer carries, a kept one too (`install`). */
  private securityHeaders: Array<[name: string, value: string]> = [];
  private readonly keptHeaders = new WeakMap<KeptAnswer, KeptHeaders>();

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly cache: ReadCache,
    private readonly durations: HttpRequestDurations,
  ) {}

  /**
   * Puts this listener in front of the server's request listeners (Express's app), which then
   * get only the requests it does not answer. `securityHeaders`: what helmet does to every answer.
   */
  install(server: Server, securityHeaders: HeaderEdits): void {
    this.securityHeaders = headersAfter(securityHeaders);
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    const framework: RequestListener = (request, response) => {
      for (const listener of listeners) listener.call(server, request, response);
    };
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      this.handle(request, response, framework),
    );
  }

  private handle(request: VerifiedRequest, response: ServerResponse, framework: RequestListener): void {
    const arrivedAt = process.hrtime.bigint();
    const goOn = () => {
      stampArrival(request, arrivedAt);
      framework(request, response);
    };
    const url = request.url ?? '';
    const token = request.method === 'GET' && url.startsWith('/api/') ? bearerTokenOf(request) : undefined;
    if (!token) return goOn();
    let verified: SignedInUser | Promise<SignedInUser>;
    try {
      verified = this.verifier.verifyNow(token);
    } catch {
      // Refused: the guard answers the 401 as it does for every route.
      return goOn();
    }
    if (verified instanceof Promise) {
      verified.then(
        (user) => this.answer(request, response, user, arrivedAt, goOn),
        () => goOn(),
      );
    } else {
      this.answer(request, response, verified, arrivedAt, goOn);
    }
  }

  private answer(
    request: VerifiedRequest,
    response: ServerResponse,
    user: SignedInUser,
    arrivedAt: bigint,
    goOn: () => void,
  ): void {
    request.user = user;
    try {
      const kept = user.tenant && this.cache.get(ReadCache.keyOf(user.id, request.url ?? ''), user.tenant);
      if (!kept) return goOn();
      const headers = this.headersOf(kept);
      // As Express's send decides for a GET: a 304 when the browser holds this very answer.
      const notModified =
        kept.etag !== '' &&
        request.headers['if-none-match'] !== undefined &&
        fresh(request.headers, { etag: kept.etag });
      if (notModified) response.writeHead(304, headers.notModified).end();
      else response.writeHead(200, headers.ok).end(kept.body);
      this.durations.observe('GET', kept.route ?? UNMATCHED_ROUTE, response.statusCode, arrivedAt);
    } catch (error) {
      // Nothing sent yet (writeHead checks its headers before writing): Express answers instead.
      if (!response.headersSent) goOn();
      else response.destroy(error as Error);
    }
  }

  private headersOf(kept: KeptAnswer): KeptHeaders {
    let headers = this.keptHeaders.get(kept);
    if (!headers) {
      // In the order Express gives them on the first answer: helmet's, then the body's.
      const named = [...this.securityHeaders, ...answerHeadersOf(kept)];
      headers = {
        ok: [...named, ['Content-Length', String(kept.body.length)]].flat(),
        // Express's send leaves out the body's type on a 304.
        notModified: named.filter(([name]) => name !== 'Content-Type').flat(),
      };
      this.keptHeaders.set(kept, headers);
    }
    return headers;
  }
}
