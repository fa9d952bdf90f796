import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { Notification } from '../../notifications/notification.entity';
import { User } from '../../users/entities/user.entity';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../email-composer';
import { EmailLinks } from '../email-links';
import type { EmailRecord } from '../email-record.entity';
import { clientsDigestEmail } from '../templates/clients-digest.email';
import { UNSUBSCRIBE_PAGE } from '../unsubscribe/unsubscribe-alias';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-token';
import { clientsDigestSentence } from './digest-summary';

/** The digest of clients who joined a shopper: who, and how each found her. */
@Injectable()
@ComposesEmail('clients-digest')
export class ClientsDigestComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: EmailLinks,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    const ids = record.context?.notificationIds ?? [];
    if (!record.userId || ids.length === 0) return null;
    const [joined, user] = await Promise.all([
      this.dataSource
        .getRepository(Notification)
        .find({ where: { id: In(ids), kind: 'CLIENT_JOINED' }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(User).findOne({ where: { id: record.userId }, relations: { profile: true } }),
    ]);
    if (!user || joined.length === 0) return null;
    return clientsDigestEmail({
      recipientName: user.profile?.displayName || user.email,
      sentence: clientsDigestSentence(joined),
      clients: joined.map((n) => ({ name: n.actorName.trim() || 'A new client', how: n.summary })),
      dashboardUrl: this.links.to('/shopper-dashboard'),
      settingsUrl: this.links.to('/settings'),
      unsubscribeUrl: this.links.to(UNSUBSCRIBE_PAGE, { token: this.unsubscribeTokens.sign(user.id) }),
    });
  }
}
