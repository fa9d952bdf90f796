import { applyDecorators, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';

const RATE_LIMIT_MESSAGE = 'rateLimitMessage';

/** The throttler guard, answering 429 with the message its route chose. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async getErrorMessage(context: ExecutionContext): Promise<string> {
    return (
      this.reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_MESSAGE, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'Too many requests. Please try again later.'
    );
  }
}

/**
 * Rate-limits one route with the throttlers of the auth module (the guard is not global, so
 * no other route is limited); a refused call gets 429 with `message`.
 */
export const RateLimited = (message: string) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_MESSAGE, message),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: message }),
  );
