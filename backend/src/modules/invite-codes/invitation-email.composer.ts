import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../email/email-composer';
import { EmailLinks } from '../email/email-links';
import type { EmailRecord } from '../email/email-record.entity';
import { invitationEmail } from '../email/templates/invitation.email';
import { Profile } from '../users/entities/profile.entity';
import { InviteCode } from './invite-code.entity';
import { isUsable } from './invite-code-validity';

/** A shopper's invitation to the client she entered; nothing once the code is used or revoked. */
@Injectable()
@ComposesEmail('invitation')
export class InvitationEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const code = await this.dataSource.getRepository(InviteCode).findOneBy({ id: record.subjectId });
    if (!code || !isUsable(code)) return null;
    const shopper = await this.dataSource
      .getRepository(Profile)
      .findOne({ where: { userId: code.shopperId }, select: { displayName: true } });
    const note = record.context?.note ?? null;
    return invitationEmail({
      shopperName: shopper?.displayName || 'Your personal shopper',
      clientName: code.clientName,
      note,
      code: code.code,
      registerUrl: this.links.to('/register', { code: code.code }),
    });
  }
}
