import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, JsonColumn } from '../../infra/database/columns';

export const EMAIL_KINDS = [
  'password-reset',
  'password-changed',
  'invitation',
  'digest',
  'clients-digest',
  'client-declined',
  'payment-receipt',
  'invoice-issued',
  'invoice-withdrawn',
  'payment-reminder',
  'credit-note-issued',
  'refund-sent',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * queued: waiting for (or between) attempts; sent: the mail server took it; failed: every
 * attempt failed; skipped: nothing to send when its turn came (a reset asked for an address
 * with no account).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What a composer needs beyond the subject: an invitation's note, a digest's notifications, a reminder's stage. */
export interface EmailContext {
  note?: string;
  notificationIds?: string[];
  reminderStage?: 'before' | 'due' | 'overdue';
}

/**
 * One email the product decided to send, and what became of it, so ops can see failures.
 * The body is composed when it is sent, from the rows it is about; secrets (a reset link's
 * token) are never stored here.
 */
@Entity('emails')
export class EmailRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  kind: EmailKind;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The user it is for, when known; null for an invitation and for a reset request. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** What it is about: the invite code of an invitation, the task of a digest (none for a clients digest). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  subjectId: string | null;

  @JsonColumn({ nullable: true })
  context: EmailContext | null;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: EmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  messageId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;
}
