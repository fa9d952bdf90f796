import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, as URL-safe text for the link. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
