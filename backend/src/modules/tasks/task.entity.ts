import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../common/money/money.transformer';
import { CreatedAtColumn, emptyListTransformer, JsonColumn, UpdatedAtColumn } from '../../infra/database/columns';
import { Category } from '../categories/category.entity';
import { Client } from '../clients/client.entity';
import { Recipient } from '../recipients/recipient.entity';
import { Shopper } from '../shoppers/shopper.entity';

/** WITHDRAWN: the client took her request back (task-withdrawal.service.ts). */
export const TASK_STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETE', 'ARCHIVED', 'WITHDRAWN'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

@Entity('shop_tasks')
export class ShopTask {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Stored file URLs; data URLs from the request are turned into files first. */
  @JsonColumn({ transformer: emptyListTransformer })
  uploadedImages: string[];

  @Column({ type: 'varchar', length: 36 })
  shopperId: string;

  @ManyToOne(() => Shopper)
  @JoinColumn({ name: 'shopperId', referencedColumnName: 'userId' })
  shopper?: Relation<Shopper>;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @ManyToOne(() => Client)
  @JoinColumn({ name: 'clientId', referencedColumnName: 'userId' })
  client?: Relation<Client>;

  @Column({ type: 'varchar', length: 36, nullable: true })
  recipientId: string | null;

  @ManyToOne(() => Recipient, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recipientId' })
  recipient?: Relation<Recipient> | null;

  @Column({ type: 'varchar', length: 36 })
  categoryId: string;

  @ManyToOne(() => Category)
  @JoinColumn({ name: 'categoryId' })
  category?: Relation<Category>;

  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  status: TaskStatus;

  /** Overrides the shopper's default fee for this task when set. */
  @Column({ type: 'decimal', precision: 5, scale: 2, nullable: true, transformer: moneyTransformer })
  feePct: string | null;

  /** Keyed by the category's formSchema field keys. */
  @JsonColumn({ nullable: true })
  answers: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  occasion: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
