import { AuditService } from '../audit/audit.service';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccessTokenIssuer } from '../../common/auth/access-token-issuer';
import { AUTHENTICATION_REQUIRED } from '../../common/auth/access-token-verifier';
import { User } from '../users/entities/user.entity';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import { Transactions } from '../../infra/database/transactions';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetService } from './password-reset/password-reset.service';

/** One message for an unknown email and a wrong password, so sign-in reveals no accounts. */
const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenIssuer,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly passwordResets: PasswordResetService,
  ) {}

  async login({ email, password }: LoginDto, ip: string | null): Promise<string> {
    const user = await this.users.findOne({
      where: { email },
      select: { id: true, password: true, tokenVersion: true },
    });
    const valid = user ? await this.hasher.verify(user.password, password) : await this.hasher.verifyNothing(password);
    if (!user || !valid) {
      await this.audit.record('auth.login_failed', user?.id ?? null, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.audit.record('auth.login', user.id, ip);
    return this.tokens.issue(user);
  }

  /**
   * Replaces the password and bumps the token version: every session signed in before the
   * change ends (and every reset link issued before it), the caller gets a token of the new
   * version to stay signed in, and the account's address is told.
   */
  async changePassword(
    userId: string,
    { currentPassword, newPassword }: ChangePasswordDto,
    ip: string | null,
  ): Promise<string> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, password: true } });
    if (!user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    if (!(await this.hasher.verify(user.password, currentPassword))) {
      throw new BadRequestException('Current password is incorrect');
    }
    const password = await this.hasher.hash(newPassword);
    const tokenVersion = await this.transactions.decideThenWrite(
      (manager) =>
        this.transactions
          .forUpdate(manager.createQueryBuilder(User, 'user').select(['user.id', 'user.tokenVersion']))
          .where('user.id = :id', { id: user.id })
          .getOneOrFail(),
      async (manager, current) => {
        const next = current.tokenVersion + 1;
        await manager.update(User, { id: user.id }, { password, tokenVersion: next });
        return next;
      },
    );
    await this.audit.record('auth.password_changed', user.id, ip);
    await this.passwordResets.notifyPasswordChanged(user.id);
    return this.tokens.issue({ id: user.id, tokenVersion });
  }
}
