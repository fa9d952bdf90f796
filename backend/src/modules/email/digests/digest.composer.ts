import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { ImageLinks } from '../../images/image-links.service';
import type { ItemReadDto } from '../../tasks/dto/item-read.dto';
import { Notification } from '../../notifications/notification.entity';
import { ShopTask } from '../../tasks/task.entity';
import { User } from '../../users/entities/user.entity';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../email-composer';
import { EmailLinks } from '../email-links';
import type { EmailRecord } from '../email-record.entity';
import { digestEmail, type DigestItem } from '../templates/digest.email';
import { UNSUBSCRIBE_PAGE } from '../unsubscribe/unsubscribe-alias';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-token';
import { digestSentence } from './digest-summary';
import { effectiveFeePct } from '../../invoices/effective-fee';
import { readItems } from '../../tasks/item-read-model';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The digest the job decided on: its notifications, with the items they announce. */
@Injectable()
@ComposesEmail('digest')
export class DigestComposer implements EmailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImageLinks,
    private readonly links: EmailLinks,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    const ids = record.context?.notificationIds ?? [];
    if (!record.userId || !record.subjectId || ids.length === 0) return null;
    const [notifications, task, user] = await Promise.all([
      this.dataSource
        .getRepository(Notification)
        .find({ where: { id: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.dataSource
        .getRepository(ShopTask)
        .findOne({ where: { id: record.subjectId }, select: { id: true, title: true } }),
      this.dataSource.getRepository(User).findOne({ where: { id: record.userId }, relations: { profile: true } }),
    ]);
    if (!task || !user || notifications.length === 0) return null;
    const of = (kind: Notification['kind']) => notifications.filter((n) => n.kind === kind);
    return digestEmail({
      recipientName: user.profile?.displayName || user.email,
      sentence: digestSentence(notifications, task.title),
      taskTitle: task.title,
      taskUrl: this.links.to(`/tasks/${task.id}`),
      chatUrl: this.links.to(`/tasks/${task.id}`, { tab: 'messages' }),
      requests: of('REQUEST_SUBMITTED').map((n) => n.summary),
      items: await this.items(
        task.id,
        of('ITEM').map((n) => n.subjectId!),
        user.role === 'CLIENT',
      ),
      messages: of('MESSAGE').map((n) => n.summary),
      comments: of('COMMENT').map((n) => n.summary),
      invoices: [...of('INVOICE_FINALIZED'), ...of('INVOICE_PAID')].map((n) =>
        n.kind === 'INVOICE_PAID' ? `${n.summary} (paid)` : n.summary,
      ),
      settingsUrl: this.links.to('/settings'),
      unsubscribeUrl: this.links.to(UNSUBSCRIBE_PAGE, { token: this.unsubscribeTokens.sign(user.id) }),
    });
  }

  /**
   * The task's items still there (one deleted since is left out), in the order they were added.
   * A client reads each at what she pays for a unit, the fee in it, as on her item card.
   */
  private async items(taskId: string, itemIds: string[], forClient: boolean): Promise<DigestItem[]> {
    if (itemIds.length === 0) return [];
    const manager = this.dataSource.manager;
    const clientFeePct = forClient ? await effectiveFeePct(manager, taskId) : undefined;
    const rows = await readItems(manager, { ids: itemIds }, undefined, undefined, clientFeePct);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const present = itemIds.map((id) => byId.get(id)).filter((item): item is ItemReadDto => item !== undefined);
    const refs = await this.images.refsOf(present.flatMap((item) => item.imageUrls.slice(0, 1)));
    return present.map((item) => {
      const first = item.imageUrls[0];
      const ref = first ? refs.get(first) : undefined;
      return {
        name: item.name,
        price: USD.format(item.unitPrice as `${number}`),
        quantity: item.quantity,
        imageUrl: ref ? this.links.file(ref.thumbUrl) : null,
      };
    });
  }
}
