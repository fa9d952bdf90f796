import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { PaymentMethod } from '@atelier/billing';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn } from '../../../../infra/database/columns';
import { Invoice } from '../../entities/invoice.entity';

/**
 * Money received against an invoice: a row of the ledger, never changed once written. What the
 * invoice still asks for is derived from these and its credit notes (@atelier/billing
 * invoiceBalance), never stored beside them.
 */
@Entity('invoice_payments')
@Index('IDX_invoice_payments_invoice', ['invoiceId'])
export class InvoicePayment {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @ManyToOne(() => Invoice)
  @JoinColumn({ name: 'invoiceId' })
  invoice?: Relation<Invoice>;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  /** The day the money was received, as the shopper dates it ("2026-12-03"). */
  @Column({ type: 'varchar', length: 10 })
  paidOn: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  /** Who recorded it: the shopper, or null when the payment provider reported it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  recordedById: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
