import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { Item } from '../../../items/entities/item.entity';
import { InvoiceLine } from '../../entities/invoice-line.entity';
import { CreditNote } from './credit-note.entity';

/** Units of one invoice line given back, at that line's unit price and fee percent. */
@Entity('credit_note_lines')
export class CreditNoteLine {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  creditNoteId: string;

  @ManyToOne(() => CreditNote, (note) => note.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'creditNoteId' })
  creditNote?: Relation<CreditNote>;

  @Column({ type: 'varchar', length: 36 })
  invoiceLineId: string;

  @ManyToOne(() => InvoiceLine)
  @JoinColumn({ name: 'invoiceLineId' })
  invoiceLine?: Relation<InvoiceLine>;

  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  @ManyToOne(() => Item)
  @JoinColumn({ name: 'itemId' })
  item?: Relation<Item>;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  unitPrice: string;

  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: moneyTransformer })
  feePct: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  lineTotal: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  lineServiceFee: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  lineTaxes: string;
}
