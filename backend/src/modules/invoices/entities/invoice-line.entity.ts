import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../../common/money/money.transformer';
import { CreatedAtColumn } from '../../../infra/database/columns';
import { Item } from '../../items/entities/item.entity';
import { Invoice } from './invoice.entity';

export const INVOICE_LINE_STATUSES = ['CAPTURED', 'VOIDED'] as const;
export type InvoiceLineStatus = (typeof INVOICE_LINE_STATUSES)[number];

/** What was billed for an item, frozen at capture so later item edits do not change it. */
@Entity('invoice_lines')
export class InvoiceLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @ManyToOne(() => Invoice, (invoice) => invoice.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoiceId' })
  invoice?: Relation<Invoice>;

  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  @ManyToOne(() => Item)
  @JoinColumn({ name: 'itemId' })
  item?: Relation<Item>;

  @Column({ type: 'int' })
  capturedQuantity: number;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  unitPrice: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  lineTotal: string;

  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: moneyTransformer })
  feePctAtCapture: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  lineServiceFee: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  lineTaxes: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  receiptUrlAtCapture: string | null;

  @Column({ type: 'varchar', length: 8, default: 'CAPTURED' })
  status: InvoiceLineStatus;

  @CreatedAtColumn()
  capturedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  voidedAt: Date | null;
}
