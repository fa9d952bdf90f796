import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn } from '../../../../infra/database/columns';
import { Invoice } from '../../entities/invoice.entity';
import { CreditNoteLine } from './credit-note-line.entity';

/** A return recorded against a DUE or PAID invoice: what goes back to the client, frozen when recorded. */
@Entity('credit_notes')
@Unique('UQ_credit_notes_shopper_number', ['shopperId', 'creditNoteNumber'])
export class CreditNote {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @ManyToOne(() => Invoice)
  @JoinColumn({ name: 'invoiceId' })
  invoice?: Relation<Invoice>;

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @Column({ type: 'varchar', length: 32 })
  creditNoteNumber: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  subtotal: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  serviceFee: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  taxes: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  total: string;

  @CreatedAtColumn()
  createdAt: Date;

  @OneToMany(() => CreditNoteLine, (line) => line.creditNote)
  lines?: Relation<CreditNoteLine[]>;
}
