import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { moneyTransformer } from '../../../common/money/money.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../infra/database/columns';

export const CHECKOUT_KINDS = ['invoice', 'deposit'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/**
 * OPEN: the client was sent to the checkout page; PROCESSING: she paid by a method that
 * confirms later (a bank debit); PAID: the money arrived (once: the webhook's events may come
 * twice or out of order); FAILED: the payment failed or the session expired.
 */
export const CHECKOUT_STATUSES = ['OPEN', 'PROCESSING', 'PAID', 'FAILED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** One Checkout session a client was sent to, with what it asked for, to check the webhook's word against. */
@Entity('card_checkouts')
@Index('UQ_card_checkouts_session', ['sessionId'], { unique: true })
@Index('IDX_card_checkouts_target', ['targetId'])
@Index('IDX_card_checkouts_task', ['taskId'])
export class CardCheckout {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CheckoutKind;

  /** The invoice or the deposit it pays. */
  @Column({ type: 'varchar', length: 36 })
  targetId: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  /** The shopper's connected account the session was created on. */
  @Column({ type: 'varchar', length: 64 })
  accountId: string;

  @Column({ type: 'varchar', length: 255 })
  sessionId: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16, default: 'OPEN' })
  status: CheckoutStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** The client who was sent to pay. */
  @Column({ type: 'varchar', length: 36 })
  createdById: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
