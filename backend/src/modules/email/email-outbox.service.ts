import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobQueue } from '../../infra/queue/job-queue';
import { EmailRecord, type EmailContext, type EmailKind } from './email-record.entity';

export interface EmailRequest {
  kind: EmailKind;
  recipient: string;
  userId?: string | null;
  subjectId?: string | null;
  context?: EmailContext | null;
}

/**
 * Where domain code asks for an email: it is recorded (status queued) and handed to the
 * `mail` queue, which composes and sends it with retries. Call after the change the email
 * is about has committed.
 */
@Injectable()
export class EmailOutbox {
  constructor(
    @InjectRepository(EmailRecord) private readonly emails: Repository<EmailRecord>,
    private readonly queue: JobQueue,
  ) {}

  async send(request: EmailRequest): Promise<EmailRecord> {
    const record = this.draft(request);
    await this.emails.insert(record);
    await this.dispatch(record.id);
    return record;
  }

  /**
   * The record of an email, with its id, for a caller that inserts it inside its own
   * transaction and dispatches it once that has committed.
   */
  draft(request: EmailRequest): EmailRecord {
    return this.emails.create({
      id: randomUUID(),
      kind: request.kind,
      recipient: request.recipient,
      userId: request.userId ?? null,
      subjectId: request.subjectId ?? null,
      context: request.context ?? null,
      status: 'queued',
      attempts: 0,
      lastError: null,
      messageId: null,
      sentAt: null,
    });
  }

  /** Hands a recorded email to the queue; the job id makes a repeat a no-op while it is known. */
  dispatch(emailId: string): Promise<void> {
    return this.queue.enqueue('mail', { emailId }, { jobId: `email-${emailId}` });
  }
}
