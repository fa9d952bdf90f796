import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn } from '../../../../infra/database/columns';
import type { DepositReleaseMethod } from '../deposit-release-methods';

/**
 * What was left of a task's deposits once the task was done, given back by the shopper: kept
 * as the client's credit (`credit`, with its row in client_credits) or refunded another way.
 * What is held for the task counts it out (deposit-balance.ts).
 */
@Entity('deposit_releases')
@Index('IDX_deposit_releases_task', ['taskId'])
export class DepositRelease {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 16 })
  method: DepositReleaseMethod;

  /** The day it was given back ("2026-12-07"). */
  @Column({ type: 'varchar', length: 10 })
  releasedOn: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 36 })
  recordedById: string;

  @CreatedAtColumn()
  createdAt: Date;
}
