import {
  BadRequestException,
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, concatMap, finalize, from, type Observable, of, throwError } from 'rxjs';
import type { SignedInUser } from '../auth/auth-user';
import { IdempotencyKeys, KEY_LEASE_RENEWAL_MS, type KeyScope } from './idempotency-keys';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats a stored one rather than running the request again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export const INVALID_KEY = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Try again in a moment.';

/**
 * Stripe's idempotent requests for every signed-in POST that carries an `Idempotency-Key`:
 * the first request with a key runs and its successful answer is stored; a repeat from the
 * same user within 24 hours gets that answer (same status and body) and changes nothing; the
 * key with another method, URL or body is a 409. Runs after the guards (the user is known) and
 * before validation, so an invalid body fails and gives the key back like any failure.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly keys: IdempotencyKeys) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: SignedInUser }>();
    const idempotencyKey = request.header(IDEMPOTENCY_KEY_HEADER);
    if (request.method !== 'POST' || idempotencyKey === undefined || !request.user) return next.handle();
    if (!VALID_KEY.test(idempotencyKey)) throw new BadRequestException(INVALID_KEY);

    const response = http.getResponse<Response>();
    const scope: KeyScope = { userId: request.user.id, idempotencyKey };
    const claim = await this.keys.claim(scope, requestFingerprint(request));
    switch (claim.kind) {
      case 'other-request':
        throw new ConflictException(KEY_REUSED);
      case 'in-progress':
        throw new ConflictException(KEY_IN_PROGRESS);
      case 'answered':
        response.status(claim.status).setHeader(REPLAYED_HEADER, 'true');
        return of(claim.body);
      case 'claimed': {
        const lease = this.keepLease(scope);
        return next.handle().pipe(
          concatMap((body) => from(this.keys.answer(scope, response.statusCode, body)).pipe(concatMap(() => of(body)))),
          catchError((error: unknown) => from(this.giveBack(scope)).pipe(concatMap(() => throwError(() => error)))),
          finalize(() => clearInterval(lease)),
        );
      }
    }
  }

  /** Renews the claim while the request runs; a renewal that fails is left to the lease. */
  private keepLease(scope: KeyScope): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.keys.renew(scope).catch((error: unknown) => this.logger.warn(`Key lease not renewed: ${messageOf(error)}`));
    }, KEY_LEASE_RENEWAL_MS);
    timer.unref();
    return timer;
  }

  /**
   * The request failed: its key is free again. If even that fails (the database is away), the
   * key's lease runs out and a retry takes it over; the request's own error is what the client hears.
   */
  private async giveBack(scope: KeyScope): Promise<void> {
    try {
      await this.keys.release(scope);
    } catch (error) {
      this.logger.warn(`Key not given back (its lease will lapse): ${messageOf(error)}`);
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
