import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessTokenIssuer } from '../../../common/auth/access-token-issuer';
import { Transactions } from '../../../infra/database/transactions';
import { AuditService } from '../../audit/audit.service';
import { EmailOutbox } from '../../email/email-outbox.service';
import { User } from '../../users/entities/user.entity';
import { PasswordHasher } from '../password-hasher.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { hashResetToken } from './reset-token-secret';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

/**
 * Password reset by email. Asking never tells whether the account exists: the request is
 * recorded and handed to the mail queue either way, and the job finds (or not) the account.
 * The token is made when the email is composed (PasswordResetTokens), so only the email ever
 * holds it.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EmailOutbox,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenIssuer,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
  ) {}

  async request(email: string, ip: string | null): Promise<void> {
    await this.outbox.send({ kind: 'password-reset', recipient: email });
    await this.audit.record('auth.password_reset_requested', null, ip);
  }

  /**
   * Sets the new password if the token is valid, uses the token up, and bumps the token
   * version (every session ends); answers a bearer token of the new version.
   */
  async reset(token: string, password: string, ip: string | null): Promise<string> {
    const passwordHash = await this.hasher.hash(password);
    const tokenHash = hashResetToken(token);
    const changed = await this.transactions.decideThenWrite(
      async (manager) => {
        const found = await this.transactions
          .forUpdate(manager.createQueryBuilder(PasswordResetToken, 'token'))
          .where('token.tokenHash = :tokenHash', { tokenHash })
          .getOne();
        if (!found || found.usedAt || found.voidedAt || found.expiresAt.getTime() <= Date.now()) {
          throw new BadRequestException(RESET_LINK_INVALID);
        }
        const user = await this.transactions
          .forUpdate(manager.createQueryBuilder(User, 'user').select(['user.id', 'user.tokenVersion']))
          .where('user.id = :id', { id: found.userId })
          .getOne();
        if (!user || user.tokenVersion !== found.tokenVersion) throw new BadRequestException(RESET_LINK_INVALID);
        return { tokenId: found.id, user };
      },
      async (manager, { tokenId, user }) => {
        await manager.update(PasswordResetToken, { id: tokenId }, { usedAt: new Date() });
        const tokenVersion = user.tokenVersion + 1;
        await manager.update(User, { id: user.id }, { password: passwordHash, tokenVersion });
        return { id: user.id, tokenVersion };
      },
    );
    await this.audit.record('auth.password_reset', changed.id, ip);
    await this.notifyPasswordChanged(changed.id);
    return this.tokens.issue(changed);
  }

  /** The "Your password was changed" notice, after any change of password. */
  async notifyPasswordChanged(userId: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { email: true } });
    if (user) await this.outbox.send({ kind: 'password-changed', recipient: user.email, userId });
  }
}
