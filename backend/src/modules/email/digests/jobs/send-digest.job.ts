import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { Transactions } from '../../../../infra/database/transactions';
import { JobProcessor, type QueueProcessor } from '../../../../infra/queue/job-processor.decorator';
import type { PayloadOf } from '../../../../infra/queue/queue-definitions';
import { Notification } from '../../../notifications/notification.entity';
import { User } from '../../../users/entities/user.entity';
import { EmailOutbox } from '../../email-outbox.service';
import { EmailRecord } from '../../email-record.entity';
import { digestKindsAllowed, EmailPreferencesService } from '../../preferences/email-preferences.service';
import { PendingDigest } from '../pending-digest.entity';
import { UnseenNotifications } from '../unseen-notifications';

/**
 * A digest's turn: decides what to tell and hands it to the mail queue as one email, or
 * sends nothing when the user has seen everything (or turned these digests off).
 *
 * It first releases the pending digest, so any event from then on schedules the next one and
 * none falls between two digests. The email is recorded with the digest's id, in the same
 * transaction that marks its notifications mailed, so a job run again (a retry, a worker that
 * died) finds that email and dispatches it instead of deciding twice. The notifications are
 * locked while it checks that none was mailed meanwhile (two digests of a user's clients
 * running together); if one was, it writes nothing and decides again on what is left.
 */
@Injectable()
@JobProcessor('digests')
export class SendDigestJob implements QueueProcessor<'digests'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly unseen: UnseenNotifications,
    private readonly preferences: EmailPreferencesService,
    private readonly outbox: EmailOutbox,
  ) {}

  async process({ digestId, userId, taskId }: PayloadOf<'digests'>): Promise<void> {
    await this.dataSource.getRepository(PendingDigest).delete({ id: digestId });
    if (await this.dataSource.getRepository(EmailRecord).existsBy({ id: digestId })) {
      await this.outbox.dispatch(this.dataSource.manager, digestId);
      return;
    }
    const user = await this.dataSource
      .getRepository(User)
      .findOne({ where: { id: userId }, select: { email: true, role: true } });
    if (!user) return;
    const kinds = digestKindsAllowed(await this.preferences.of(userId), user.role);
    const notifications = await this.unseen.of(userId, taskId, kinds);
    if (notifications.length === 0) return;
    const notificationIds = notifications.map((n) => n.id);
    try {
      await this.transactions.decideThenWrite(
        async (manager) => {
          const unmailed = await this.transactions
            .forUpdate(manager.createQueryBuilder(Notification, 'n'))
            .select('n.id')
            .where('n.id IN (:...ids) AND n.emailedAt IS NULL', { ids: notificationIds })
            .getMany();
          if (unmailed.length !== notificationIds.length) throw new MailedMeanwhile();
        },
        async (manager) => {
          const email = this.outbox.draft({
            kind: taskId === null ? 'clients-digest' : 'digest',
            recipient: user.email,
            userId,
            subjectId: taskId,
            context: { notificationIds },
          });
          await this.outbox.write(manager, Object.assign(email, { id: digestId }));
          await manager.update(Notification, { id: In(notificationIds) }, { emailedAt: new Date() });
        },
      );
    } catch (error) {
      if (error instanceof MailedMeanwhile) return this.process({ digestId, userId, taskId });
      throw error;
    }
  }

  /**
   * Its attempts are spent (the database was away for longer than the retries): the pending
   * row goes, so the next event schedules a digest again instead of finding this one due.
   * Should the database still be away, DigestScheduler takes the row over once it is overdue.
   */
  async gaveUp({ digestId }: PayloadOf<'digests'>): Promise<void> {
    await this.dataSource.getRepository(PendingDigest).delete({ id: digestId });
  }
}

/** Another digest took some of these notifications first: decide again, having written nothing. */
class MailedMeanwhile extends ConflictException {
  constructor() {
    super('Some of these notifications were mailed meanwhile');
  }
}
