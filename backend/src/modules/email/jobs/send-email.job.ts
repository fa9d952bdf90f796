import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TenantDataVersions } from '../../../common/tenant-data/tenant-data-versions';
import { MailRefusedError, Mailer } from '../../../infra/mail/mailer';
import { JobProcessor, type JobContext, type QueueProcessor } from '../../../infra/queue/job-processor.decorator';
import type { PayloadOf, QueueCatalogue } from '../../../infra/queue/queue-definitions';
import { QUEUE_CATALOGUE } from '../../../infra/queue/queue.tokens';
import { InviteCode } from '../../invite-codes/invite-code.entity';
import { EmailComposers } from '../email-composers';
import { EmailRecord } from '../email-record.entity';

const ERROR_LENGTH = 500;

/**
 * Sends one recorded email: composes it from its record (so it says what is true now), hands
 * it to the Mailer and records the outcome. A failure is recorded and thrown, so the queue
 * retries with backoff; after the last attempt the email is marked failed, and at once when
 * the server refused it for good (a 5xx reply). An email already
 * sent or skipped is not sent again, so a redelivered job does nothing.
 */
@Injectable()
@JobProcessor('mail')
export class SendEmailJob implements QueueProcessor<'mail'> {
  private readonly logger = new Logger(SendEmailJob.name);

  constructor(
    @InjectRepository(EmailRecord) private readonly emails: Repository<EmailRecord>,
    private readonly composers: EmailComposers,
    private readonly mailer: Mailer,
    @Inject(QUEUE_CATALOGUE) private readonly catalogue: QueueCatalogue,
    private readonly versions: TenantDataVersions,
  ) {}

  async process({ emailId }: PayloadOf<'mail'>, { attempt }: JobContext): Promise<void> {
    const record = await this.emails.findOneBy({ id: emailId });
    if (!record || record.status === 'sent' || record.status === 'skipped') return;
    try {
      await this.send(record, attempt);
    } finally {
      await this.announceOutcome(record);
    }
  }

  private async send(record: EmailRecord, attempt: number): Promise<void> {
    const emailId = record.id;
    try {
      const email = await this.composers.get(record.kind).compose(record);
      if (!email) {
        await this.emails.update({ id: emailId }, { status: 'skipped', attempts: attempt });
        return;
      }
      const { messageId } = await this.mailer.send({ ...email, to: record.recipient });
      await this.emails.update(
        { id: emailId },
        { status: 'sent', attempts: attempt, sentAt: new Date(), messageId: messageId.slice(0, 255), lastError: null },
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      const refused = error instanceof MailRefusedError;
      const final = refused || attempt >= this.catalogue.mail.attempts;
      await this.emails.update(
        { id: emailId },
        { status: final ? 'failed' : 'queued', attempts: attempt, lastError: message },
      );
      this.logger.warn(`Email ${emailId} (${record.kind}) attempt ${attempt} failed: ${message}`);
      // A refusal is final: the job ends here rather than asking the server again.
      if (!refused) throw error;
    }
  }

  /**
   * An invitation's status shows in its shopper's list of invite codes: her tenant's data
   * version is raised, so no api process serves that list kept from before (ReadCache).
   */
  private async announceOutcome(record: EmailRecord): Promise<void> {
    if (record.kind !== 'invitation' || !record.subjectId) return;
    try {
      const code = await this.emails.manager
        .getRepository(InviteCode)
        .findOne({ where: { id: record.subjectId }, select: { id: true, shopperId: true } });
      if (code) await this.versions.raise(code.shopperId);
    } catch (error) {
      // The outcome is recorded; this must not fail (and so retry) the job.
      this.logger.error(`Could not announce email ${record.id}: ${(error as Error).message}`);
    }
  }
}
