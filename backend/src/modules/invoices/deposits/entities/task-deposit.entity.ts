import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { RecordedPaymentMethod } from '@atelier/billing';
import { moneyTransformer } from '../../../../common/money/money.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../../infra/database/columns';
import { ShopTask } from '../../../tasks/task.entity';

export const DEPOSIT_STATUSES = ['REQUESTED', 'PAID', 'CANCELLED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * Money the shopper asks for before she shops: REQUESTED until the client pays it (or the
 * shopper records it paid), or the shopper cancels it. Once PAID it is held for the task, and
 * each invoice captured there draws on what is held first (a `deposit` payment on the invoice).
 */
@Entity('task_deposits')
@Index('IDX_task_deposits_task', ['taskId'])
export class TaskDeposit {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @ManyToOne(() => ShopTask)
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ShopTask>;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  amount: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The day the shopper asks to be paid by ("2026-12-10"), if she set one. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  @Column({ type: 'varchar', length: 16, default: 'REQUESTED' })
  status: DepositStatus;

  /** How and when it was paid: set with PAID. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  method: RecordedPaymentMethod | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  paidOn: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
