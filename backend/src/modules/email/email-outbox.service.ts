import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Transactions } from '../../infra/database/transactions';
import { JobOutbox } from '../../infra/queue/outbox/job-outbox';
import { EmailRecord, type EmailContext, type EmailKind } from './email-record.entity';

export interface EmailRequest {
  kind: EmailKind;
  recipient: string;
  userId?: string | null;
  subjectId?: string | null;
  context?: EmailContext | null;
}

/**
 * Where domain code asks for an email: it is recorded (status queued) together with its job
 * on the `mail` queue (JobOutbox), which composes and sends it with retries. An email about a
 * change is written in that change's transaction (`draft`, then `write`), so it exists exactly
 * when the change does.
 */
@Injectable()
export class EmailOutbox {
  constructor(
    @InjectRepository(EmailRecord) private readonly emails: Repository<EmailRecord>,
    private readonly transactions: Transactions,
    private readonly jobs: JobOutbox,
  ) {}

  /** An email that follows no change of its own (a password reset), in its own transaction. */
  send(request: EmailRequest): Promise<EmailRecord> {
    const record = this.draft(request);
    return this.transactions.write(async (manager) => {
      await this.write(manager, record);
      return record;
    });
  }

  /** The record of an email, with its id, for a caller that writes it inside its own transaction. */
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

  /** Inserts a drafted email and its mail job with the caller's transaction. */
  async write(manager: EntityManager, record: EmailRecord): Promise<void> {
    await manager.insert(EmailRecord, record);
    await this.dispatch(manager, record.id);
  }

  /** Queues the mail job of a recorded email; its job id makes a repeat a no-op while it is known. */
  dispatch(manager: EntityManager, emailId: string): Promise<void> {
    return this.jobs.add(manager, 'mail', { emailId }, { jobId: `email-${emailId}` });
  }
}
