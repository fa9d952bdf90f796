import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn } from '../../../../infra/database/columns';

export const CREDIT_REASONS = ['card-overpayment', 'refund-kept', 'deposit-kept', 'drawn'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * A client's credit with her shopper, as a ledger: money she paid that nothing was left to take
 * (positive: a card payment that arrived after the balance was settled otherwise; money owed
 * back that she keeps with the shopper) and what invoices drew from it since (negative). Her credit is the sum, never stored.
 */
@Entity('client_credits')
@Index('IDX_client_credits_pair', ['shopperId', 'clientId'])
export class ClientCredit {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  /** Signed: credited (+) or drawn (−). */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 24 })
  reason: CreditReason;

  /** The checkout that paid it, or the invoice payment that drew it. */
  @Column({ type: 'varchar', length: 36 })
  sourceId: string;

  @CreatedAtColumn()
  createdAt: Date;
}
