import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../common/money/money.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../infra/database/columns';
import { User } from '../users/entities/user.entity';

export const DEFAULT_SHOPPER_FEE_PCT = '12.50';

@Entity('shoppers')
export class Shopper {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @OneToOne(() => User)
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Percent, two decimals on the wire ("12.50"). */
  @Column({ type: 'decimal', precision: 5, scale: 2, default: DEFAULT_SHOPPER_FEE_PCT, transformer: moneyTransformer })
  defaultFeePct: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  socialMediaUrl: string | null;

  /** The letterhead of her documents and how her clients pay her (all optional; null: not set). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  businessName: string | null;

  /** Multi-line, as typed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  businessAddress: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  paymentInstructions: string | null;

  /** An https URL. */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  paymentLink: string | null;

  /** One of her own image uploads (`/files/uploads/…`). */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  logoUrl: string | null;

  /**
   * Whether she is listed on the public registration list and may be chosen there (GET
   * /api/shoppers); her invite codes register clients either way.
   */
  @Column({ type: 'boolean', default: true })
  acceptsNewClients: boolean;

  /** Days a client has to pay an invoice once finalized: 0 (on receipt), 7, 14 or 30. */
  @Column({ type: 'int', default: 7 })
  paymentTermDays: number;

  /** Her Stripe account (Connect), once she started connecting it; null: never. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  stripeAccountId: string | null;

  /** Whether Stripe lets that account take charges yet (its `account.updated` events say). */
  @Column({ type: 'boolean', default: false })
  cardPaymentsReady: boolean;

  /**
   * Raised after every change to this shopper's or their clients' data (TenantDataVersions,
   * raw SQL only): never loaded, inserted or saved through the entity, so a stale copy of the
   * row cannot move it back.
   */
  @Column({ type: 'int', default: 0, select: false, insert: false, update: false })
  dataVersion?: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
