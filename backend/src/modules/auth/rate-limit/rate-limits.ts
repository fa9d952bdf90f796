import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { applyDecorators } from '@nestjs/common';
import { SkipThrottle, Throttle, type ThrottlerModuleOptions, ThrottlerStorageService } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../../config/app-config';
import { normalizeEmail } from '../dto/credential-fields';
import { FallbackThrottlerStorage } from './fallback-throttler-storage';
import { PrefixedThrottlerStorage } from './prefixed-throttler-storage';
import { RateLimited } from './rate-limit.guard';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const IP_THROTTLER = 'ip';
const EMAIL_THROTTLER = 'email';

/**
 * Sign-in limits. Per client IP: 30 attempts a minute, enough for an office behind one
 * address, far too few for password guessing. Per email (from any IP): 5 a minute, which
 * stops a botnet from guessing one account's password; the price is that someone can
 * hold an account's sign-in for a minute at a time, never longer. Each limit blocks for the
 * rest of its window.
 */
const LOGIN_LIMITS = {
  perIp: { limit: 30, ttl: MINUTE },
  perEmail: { limit: 5, ttl: MINUTE },
};

/** Registrations per IP and minute, per route: looser, as they guess nothing but cost a hash. */
const REGISTER_LIMIT_PER_IP = { limit: 60, ttl: MINUTE };

/**
 * Reset emails: per address 5 an hour (enough for a lost email or two, too few to flood an
 * inbox), per IP 20 an hour. Setting the new password: 30 a minute per IP (a token cannot be
 * guessed; this only bounds the hashing work).
 */
/**
 * The registration forms' checks of a code or an email, per IP and minute, per route: a person
 * checks a few; codes cannot be guessed within any such budget (~8e14 of them), and emails are
 * learnt no faster than by registering.
 */
const REGISTRATION_CHECK_LIMIT_PER_IP = { limit: 20, ttl: MINUTE };

const FORGOT_PASSWORD_LIMITS = { perIp: { limit: 20, ttl: HOUR }, perEmail: { limit: 5, ttl: HOUR } };
const RESET_PASSWORD_LIMIT_PER_IP = { limit: 30, ttl: MINUTE };

/** The email throttler counts per address as the body gives it, normalised like the DTO. */
const emailTracker = (req: { body?: { email?: unknown } }) => `email:${String(normalizeEmail(req.body?.email) ?? '')}`;

/**
 * Counters live in Redis when REDIS_URL is set, so every api process shares them (in memory
 * while Redis does not answer); in memory in single-machine mode.
 */
export function rateLimitOptions(config: AppConfig, redis: Redis | null): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: IP_THROTTLER, ...LOGIN_LIMITS.perIp },
      { name: EMAIL_THROTTLER, ...LOGIN_LIMITS.perEmail, getTracker: emailTracker },
    ],
    storage: redis
      ? new FallbackThrottlerStorage(
          new PrefixedThrottlerStorage(new ThrottlerStorageRedisService(redis), `${config.redisPrefix}:rate-limit:`),
          new ThrottlerStorageService(),
        )
      : undefined,
  };
}

export const LoginRateLimit = () => RateLimited('Too many login attempts. Please try again later.');

export const RegistrationRateLimit = () =>
  applyDecorators(
    RateLimited('Too many registration attempts. Please try again later.'),
    Throttle({ [IP_THROTTLER]: REGISTER_LIMIT_PER_IP }),
    SkipThrottle({ [EMAIL_THROTTLER]: true }),
  );

export const RegistrationCheckRateLimit = () =>
  applyDecorators(
    RateLimited('Too many attempts. Please try again later.'),
    Throttle({ [IP_THROTTLER]: REGISTRATION_CHECK_LIMIT_PER_IP }),
    SkipThrottle({ [EMAIL_THROTTLER]: true }),
  );

export const ForgotPasswordRateLimit = () =>
  applyDecorators(
    RateLimited('Too many password reset requests. Please try again later.'),
    Throttle({ [IP_THROTTLER]: FORGOT_PASSWORD_LIMITS.perIp, [EMAIL_THROTTLER]: FORGOT_PASSWORD_LIMITS.perEmail }),
  );

export const ResetPasswordRateLimit = () =>
  applyDecorators(
    RateLimited('Too many attempts. Please try again later.'),
    Throttle({ [IP_THROTTLER]: RESET_PASSWORD_LIMIT_PER_IP }),
    SkipThrottle({ [EMAIL_THROTTLER]: true }),
  );
