import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn, JsonColumn, UpdatedAtColumn } from '../../infra/database/columns';
import { Shopper } from '../shoppers/shopper.entity';
import { User } from '../users/entities/user.entity';
import type { ClientStatus } from './client-status';

export const DEFAULT_COUNTRY = 'United States';

@Entity('clients')
export class Client {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @OneToOne(() => User)
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @ManyToOne(() => Shopper)
  @JoinColumn({ name: 'shopperId', referencedColumnName: 'userId' })
  shopper?: Relation<Shopper>;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 255 })
  billingAddress: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  billingAddress2: string | null;

  @Column({ type: 'varchar', length: 100 })
  billingCity: string;

  @Column({ type: 'varchar', length: 100 })
  billingState: string;

  @Column({ type: 'varchar', length: 20 })
  billingZip: string;

  /**
   * An English country name (see countries.ts); '' when not known yet: an address from before
   * countries were asked that does not look American (migration 1732320000012). The columns
   * stay NOT NULL because SQLite cannot relax them without rebuilding this table.
   */
  @Column({ type: 'varchar', length: 100, default: DEFAULT_COUNTRY })
  billingCountry: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  shippingAddress: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  shippingAddress2: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  shippingCity: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  shippingState: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  shippingZip: string | null;

  /** As billingCountry; null with no shipping address. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  shippingCountry: string | null;

  @Column({ type: 'varchar', length: 16, default: 'ACTIVE' })
  status: ClientStatus;

  /** When the shopper last archived, restored or declined her; null: never. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  statusChangedAt: Date | null;

  @JsonColumn({ nullable: true })
  profile: Record<string, unknown> | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
