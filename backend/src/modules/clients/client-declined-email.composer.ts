import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../email/email-composer';
import { EmailLinks } from '../email/email-links';
import type { EmailRecord } from '../email/email-record.entity';
import { clientDeclinedEmail } from '../email/templates/client-declined.email';
import { Profile } from '../users/entities/profile.entity';
import { Client } from './client.entity';

/**
 * The polite note to a client a shopper declined: nothing once she has chosen another shopper
 * (she no longer stands declined, and the one who declined is no longer on her record).
 */
@Injectable()
@ComposesEmail('client-declined')
export class ClientDeclinedEmailComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const client = await this.dataSource.getRepository(Client).findOne({
      where: { userId: record.subjectId },
      select: { userId: true, shopperId: true, status: true, firstName: true },
    });
    if (client?.status !== 'DECLINED') return null;
    const shopper = await this.dataSource
      .getRepository(Profile)
      .findOne({ where: { userId: client.shopperId }, select: { displayName: true } });
    return clientDeclinedEmail({
      clientName: client.firstName,
      shopperName: shopper?.displayName || 'Your personal shopper',
      chooseShopperUrl: this.links.to('/shopper-profile'),
    });
  }
}
