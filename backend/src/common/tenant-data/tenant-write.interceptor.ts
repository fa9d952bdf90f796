import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, concatMap, from, type Observable, throwError } from 'rxjs';
import type { SignedInUser } from '../auth/auth-user';
import { TenantDataVersions } from './tenant-data-versions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Raises the caller's tenant data version once a signed-in request that may change data has
 * been handled, succeeded or failed (a failure may follow a committed step), before its answer
 * leaves: the caller's next read, through any api process, is never one from before. Changes
 * made outside a request (jobs) raise it through their domain events (TenantDataSubscriber).
 */
@Injectable()
export class TenantWriteInterceptor implements NestInterceptor {
  constructor(private readonly versions: TenantDataVersions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInUser }>();
    const tenant = request.user?.tenant;
    if (!tenant || READS.has(request.method)) return next.handle();
    const raise = () => from(this.versions.raise(tenant.id));
    return next.handle().pipe(
      concatMap((value) => raise().pipe(concatMap(() => [value]))),
      catchError((error: unknown) => raise().pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
