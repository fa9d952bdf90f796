import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { MailRefusedError, Mailer } from '../../../infra/mail/mailer';
import { JobProcessor, type JobContext, type QueueProcessor } from '../../../infra/queue/job-processor.decorator';
import type { PayloadOf, QueueCatalogue } from '../../../infra/queue/queue-definitions';
import { QUEUE_CATALOGUE } from '../../../infra/queue/queue.tokens';
import { EmailComposers } from '../email-composers';
import { EmailRecord, type EmailStatus } from '../email-record.entity';

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
    private readonly events: DomainEvents,
  ) {}

  async process({ emailId }: PayloadOf<'mail'>, { attempt }: JobContext): Promise<void> {
    const record = await this.emails.findOneBy({ id: emailId });
    if (!record || record.status === 'sent' || record.status === 'skipped') return;
    const outcome = await this.send(record, attempt);
    // Whatever the outcome: what shows an email's status (an invitation's invite code) follows it.
    await this.events.publish('email.status-changed', {
      emailId,
      kind: record.kind,
      subjectId: record.subjectId,
      status: outcome.status,
    });
    if (outcome.retry) throw outcome.retry;
  }

  /** Sends and records the outcome; `retry` is the failure the queue should retry after. */
  private async send(record: EmailRecord, attempt: number): Promise<{ status: EmailStatus; retry?: unknown }> {
    const emailId = record.id;
    try {
      const email = await this.composers.get(record.kind).compose(record);
      if (!email) {
        await this.emails.update({ id: emailId }, { status: 'skipped', attempts: attempt });
        return { status: 'skipped' };
      }
      const { messageId } = await this.mailer.send({ ...email, to: record.recipient });
      await this.emails.update(
        { id: emailId },
        { status: 'sent', attempts: attempt, sentAt: new Date(), messageId: messageId.slice(0, 255), lastError: null },
      );
      return { status: 'sent' };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      const refused = error instanceof MailRefusedError;
      const final = refused || attempt >= this.catalogue.mail.attempts;
      const status = final ? 'failed' : 'queued';
      await this.emails.update({ id: emailId }, { status, attempts: attempt, lastError: message });
      this.logger.warn(`Email ${emailId} (${record.kind}) attempt ${attempt} failed: ${message}`);
      // A refusal is final: the job ends here rather than asking the server again.
      return refused ? { status } : { status, retry: error };
    }
  }
}
