import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot misread when copying a code: no 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const INVITE_CODE_LENGTH = 10;

/**
 * A fresh invite code. `randomInt` draws from the CSPRNG without modulo bias, so the
 * 31^10 (~8e14) codes are equally likely and cannot be guessed from earlier ones.
 */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}
