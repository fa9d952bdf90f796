import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';
import { Shopper } from '../shoppers/shopper.entity';
import { User } from '../users/entities/user.entity';

@Entity('invite_codes')
@Unique('UQ_invite_codes_code', ['code'])
export class InviteCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @ManyToOne(() => Shopper)
  @JoinColumn({ name: 'shopperId', referencedColumnName: 'userId' })
  shopper?: Relation<Shopper>;

  @Column({ type: 'varchar', length: 100, nullable: true })
  clientName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  clientEmail: string | null;

  @Column({ type: 'boolean', default: false })
  isUsed: boolean;

  @Column({ type: 'varchar', length: 36, nullable: true })
  usedBy: string | null;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'usedBy' })
  usedByUser?: Relation<User> | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  /** When its shopper withdrew it, unused: from then on it registers no one. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
