import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import { EmailLinks } from '../../email/email-links';
import type { EmailRecord } from '../../email/email-record.entity';
import { passwordChangedEmail } from '../../email/templates/password-changed.email';
import { User } from '../../users/entities/user.entity';

/** The security notice after a password change; always sent, whatever the preferences. */
@Injectable()
@ComposesEmail('password-changed')
export class PasswordChangedComposer implements EmailComposer {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.userId) return null;
    const user = await this.users.findOne({ where: { id: record.userId }, relations: { profile: true } });
    if (!user) return null;
    return passwordChangedEmail({
      displayName: user.profile?.displayName || user.email,
      changedAt: `${record.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      forgotPasswordUrl: this.links.to('/forgot-password'),
    });
  }
}
