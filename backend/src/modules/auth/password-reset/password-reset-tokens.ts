import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Transactions } from '../../../infra/database/transactions';
import { User } from '../../users/entities/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { hashResetToken, newResetToken } from './reset-token-secret';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;

/** Issues reset tokens, for the email that carries them (PasswordResetService uses them up). */
@Injectable()
export class PasswordResetTokens {
  constructor(private readonly transactions: Transactions) {}

  /**
   * A new token for the user, voiding the ones before it, with the user's row locked so two
   * requests at once still leave one valid token; answers the token itself, once.
   */
  async issue(userId: string): Promise<string> {
    const token = newResetToken();
    await this.transactions.decideThenWrite(
      (manager) =>
        this.transactions
          .forUpdate(manager.createQueryBuilder(User, 'user').select(['user.id', 'user.tokenVersion']))
          .where('user.id = :id', { id: userId })
          .getOneOrFail(),
      async (manager, user) => {
        const now = new Date();
        await manager.update(
          PasswordResetToken,
          { userId: user.id, usedAt: IsNull(), voidedAt: IsNull() },
          { voidedAt: now },
        );
        await manager.insert(PasswordResetToken, {
          userId: user.id,
          tokenHash: hashResetToken(token),
          tokenVersion: user.tokenVersion,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
          usedAt: null,
          voidedAt: null,
        });
      },
    );
    return token;
  }
}
