import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';

/** A webhook event handled: the same event delivered again is answered without being handled twice. */
@Entity('payment_provider_events')
export class PaymentProviderEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** When it was handled. */
  @CreatedAtColumn()
  createdAt: Date;
}
