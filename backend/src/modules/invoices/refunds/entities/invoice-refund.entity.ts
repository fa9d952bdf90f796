import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RefundMethod } from '@atelier/billing';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../../infra/database/columns';

/**
 * PENDING: sent to the card, not yet confirmed by the provider; SUCCEEDED: given back (or kept as
 * credit); FAILED: the provider could not refund it, so it is owed back again.
 */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money owed back on an invoice, given back: a row of its ledger beside its payments. */
@Entity('invoice_refunds')
@Index('IDX_invoice_refunds_invoice', ['invoiceId'])
@Index('IDX_invoice_refunds_provider', ['providerRefundId'])
export class InvoiceRefund {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 16 })
  method: RefundMethod;

  @Column({ type: 'varchar', length: 16 })
  status: RefundStatus;

  /** The day it was given back, as the shopper dates it (today for card and credit). */
  @Column({ type: 'varchar', length: 10 })
  refundedOn: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reference: string | null;

  /** The provider's refund, for a refund to card: its events confirm or fail it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  @Column({ type: 'varchar', length: 36 })
  recordedById: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
