import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { matchedRouteTemplate } from '../../infra/metrics/route-label';
import type { SignedInUser } from '../auth/auth-user';
import { KEPT_FOR } from './kept-for.decorator';
import { type KeptAnswer, ReadCache } from './read-cache';

type EtagOf = (body: Buffer) => string | undefined;

/**
 * Keeps the answer of a GET in ReadCache, serialized once, under the caller's tenant data
 * version as read when the request began; KeptReadsMiddleware serves it from then on, until
 * the version moves. For reads whose answer depends only on the caller and the URL, and on
 * data that changes only through signed-in requests and domain events (which raise the version).
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ReadCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: SignedInUser }>();
    const response = http.getResponse<Response>();
    const user = request.user;
    if (!user?.tenant || request.method !== 'GET') return next.handle();
    const { tenant } = user;
    const etagOf = request.app.get('etag fn') as EtagOf | undefined;
    const keptFor = this.reflector.get<number | undefined>(KEPT_FOR, context.getHandler());
    return next.handle().pipe(
      map((value: unknown) => {
        // Nothing (a task without an invoice): Nest answers an empty body, which is kept as it is.
        if (value === undefined || value === null) return value;
        const json = JSON.stringify(value);
        const body = Buffer.from(json);
        const answer: KeptAnswer = { tenant, body, etag: etagOf?.(body) ?? '', route: matchedRouteTemplate(request) };
        this.cache.set(ReadCache.keyOf(user.id, request.originalUrl), answer, keptFor);
        // A string is sent as it is: Nest serializes only objects.
        setAnswerHeaders(response, answer);
        return json;
      }),
    );
  }
}

/** The headers of a kept answer's body, beside the ones every answer carries: the first time and every time after. */
export function answerHeadersOf(answer: KeptAnswer): Array<[name: string, value: string]> {
  const headers: Array<[string, string]> = [['Content-Type', 'application/json; charset=utf-8']];
  if (answer.etag) headers.push(['ETag', answer.etag]);
  return headers;
}

function setAnswerHeaders(response: Response, answer: KeptAnswer): void {
  for (const [name, value] of answerHeadersOf(answer)) response.setHeader(name, value);
}
