import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';

export const NOTIFICATION_KINDS = [
  'MESSAGE',
  'ITEM',
  'COMMENT',
  'INVOICE_FINALIZED',
  'INVOICE_PAID',
  'REQUEST_SUBMITTED',
  'REQUEST_WITHDRAWN',
  'CLIENT_JOINED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One entry of a user's in-app feed: something the other party of a task did, or (for a
 * shopper) a client who joined her, which is about no task.
 */
@Entity('notifications')
@Index('IDX_notifications_user_created', ['userId', 'createdAt'])
@Index('IDX_notifications_user_task', ['userId', 'taskId'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** null for CLIENT_JOINED. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  taskId: string | null;

  @Column({ type: 'varchar', length: 24 })
  kind: NotificationKind;

  /** Who did it, as named when it happened. */
  @Column({ type: 'varchar', length: 100 })
  actorName: string;

  /**
   * A line of what happened: the message's start, the item's name, the invoice number, the
   * request's description, how a client joined.
   */
  @Column({ type: 'varchar', length: 200 })
  summary: string;

  /** The message, item, comment, invoice or task it is about; the client who joined. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  subjectId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt: Date | null;

  /** When an email digest told the user of it: a later digest leaves it out. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  emailedAt: Date | null;
}
