import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AccessTokenVerifier, AUTHENTICATION_REQUIRED } from './access-token-verifier';
import type { SignedInUser } from './auth-user';
import { bearerTokenOf } from './bearer-token';
import { IS_PUBLIC } from './public.decorator';

/** Global guard: every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInUser }>();
    // Verified already by KeptReadsMiddleware, when it could not answer from the read cache.
    if (request.user) return true;
    const token = bearerTokenOf(request);
    if (!token) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    request.user = await this.verifier.verify(token);
    return true;
  }
}
