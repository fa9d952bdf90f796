import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../../infra/database/columns';
import type { ReminderStage } from '../reminder-stages';

/**
 * A payment reminder sent about an invoice: its primary key (invoice, stage) is what sends each
 * stage once, however many sweeps run at the same time. Written with its email, in one
 * transaction; goes with its invoice.
 */
@Entity('invoice_reminders')
export class InvoiceReminder {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  invoiceId: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  stage: ReminderStage;

  /** The `emails` row of the reminder, for ops to see what became of it. */
  @Column({ type: 'varchar', length: 36 })
  emailId: string;

  @CreatedAtColumn()
  createdAt: Date;
}
