import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../../common/money/money.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../infra/database/columns';
import { Shopper } from '../../shoppers/shopper.entity';
import { ShopTask } from '../../tasks/task.entity';
import { InvoiceLine } from './invoice-line.entity';

export const INVOICE_STATUSES = ['DRAFT', 'DUE', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Not unique per task: a voided invoice stays on record and a new one may follow it. A DRAFT
 * (no number yet) is its shopper's alone; finalizing numbers it and makes it DUE.
 */
@Entity('invoices')
@Unique('UQ_invoices_shopper_number', ['shopperId', 'invoiceNumber'])
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @ManyToOne(() => ShopTask)
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ShopTask>;

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @ManyToOne(() => Shopper)
  @JoinColumn({ name: 'shopperId', referencedColumnName: 'userId' })
  shopper?: Relation<Shopper>;

  /** null while DRAFT: numbers are taken at finalization, so a draft never uses one up. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  invoiceNumber: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  originalSubtotal: string;

  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: moneyTransformer })
  feePct: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  serviceFee: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  taxes: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  total: string;

  @Column({ type: 'varchar', length: 8, default: 'DUE' })
  status: InvoiceStatus;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  voidedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  finalizedAt: Date | null;

  /** The last day to pay, set when finalized from the shopper's payment terms ("2026-12-10"). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @OneToMany(() => InvoiceLine, (line) => line.invoice)
  lines?: Relation<InvoiceLine[]>;
}
