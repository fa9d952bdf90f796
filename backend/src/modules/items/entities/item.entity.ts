import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { moneyTransformer } from '../../../common/money/money.transformer';
import { CreatedAtColumn, emptyListTransformer, JsonColumn, UpdatedAtColumn } from '../../../infra/database/columns';
import { ShopTask } from '../../tasks/task.entity';

export const ITEM_STATUSES = ['DRAFT', 'READY', 'AVAILABLE', 'INVOICED_DUE', 'INVOICED_PAID', 'CREDITED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** `locked`, `qtyRemaining` and `invoiceId` are derived from invoice lines, not stored. */
@Entity('items')
export class Item {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @ManyToOne(() => ShopTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ShopTask>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  brand: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  store: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  link: string | null;

  @Column({ type: 'int', default: 1 })
  quantity: number;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: '0.00', transformer: moneyTransformer })
  unitPrice: string;

  @JsonColumn({ transformer: emptyListTransformer })
  imageUrls: string[];

  @Column({ type: 'varchar', length: 1024, nullable: true })
  receiptUrl: string | null;

  /** Written by link import; the shopper may edit or remove it. */
  @Column({ type: 'text', nullable: true })
  aiSummary: string | null;

  /** The shopper's own words to her client about the item; import never touches it. */
  @Column({ type: 'text', nullable: true })
  shopperNote: string | null;

  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  status: ItemStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
