import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../../infra/database/columns';

/** Which digests a user wants; no row means all of them. Security mail ignores these. */
@Entity('email_preferences')
export class EmailPreferences {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'boolean', default: true })
  messages: boolean;

  @Column({ type: 'boolean', default: true })
  itemsAndComments: boolean;

  @Column({ type: 'boolean', default: true })
  invoices: boolean;

  /** A shopper's: clients who joined her and requests her clients submitted. */
  @Column({ type: 'boolean', default: true })
  clientsAndRequests: boolean;

  /** A client's: reminders about an unpaid invoice (invoices/reminders). */
  @Column({ type: 'boolean', default: true })
  paymentReminders: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
