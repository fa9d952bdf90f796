import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { passwordResetEmail } from '../../email/templates/password-reset.email';
import { User } from '../../users/entities/user.entity';
import { PasswordResetTokens, RESET_TOKEN_LIFETIME_MINUTES } from './password-reset-tokens';

/** The reset link, for the account of the address asked about; nothing when there is none. */
@Injectable()
@ComposesEmail('password-reset')
export class PasswordResetComposer implements EmailComposer {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly resetTokens: PasswordResetTokens,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    const user = await this.users.findOne({ where: { email: record.recipient }, relations: { profile: true } });
    if (!user) return null;
    const token = await this.resetTokens.issue(user.id);
    return passwordResetEmail({
      displayName: user.profile?.displayName || user.email,
      resetUrl: this.links.to('/reset-password', { token }),
      validForMinutes: RESET_TOKEN_LIFETIME_MINUTES,
      forgotPasswordUrl: this.links.to('/forgot-password'),
    });
  }
}
