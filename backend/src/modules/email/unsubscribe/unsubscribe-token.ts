import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Unsubscribe links are signed, not stored: `<userId>.<HMAC-SHA256 of it>`, keyed by the
 * deployment's JWT secret under a purpose of its own, so a link turns off one user's digests
 * and nothing else, and needs no sign-in. Turning off twice changes nothing, so it may be reused.
 */
@Injectable()
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('atelier/unsubscribe-links').digest();
  }

  sign(userId: string): string {
    return `${userId}.${this.mac(userId).toString('base64url')}`;
  }

  /** The user a token was signed for, or null for anything else. */
  verify(token: string): string | null {
    const [userId, signature, extra] = token.split('.');
    if (extra !== undefined || !userId || !signature || !UUID.test(userId)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.key).update(userId).digest();
  }
}
