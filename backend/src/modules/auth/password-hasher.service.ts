import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~35 ms per hash here, strong
 * against GPU guessing without letting a burst of logins exhaust the api's memory.
 * The parameters live in each hash, so raising them later still verifies old hashes.
 */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as "wrong password", never as a 500.
      return false;
    }
  }

  /**
   * Spends the time of one verification and fails, for sign-ins to unknown emails: an
   * attacker cannot tell from the response time which emails have accounts.
   */
  async verifyNothing(password: string): Promise<false> {
    this.decoy ??= this.hash('decoy password that matches nothing');
    await this.verify(await this.decoy, password);
    return false;
  }
}
