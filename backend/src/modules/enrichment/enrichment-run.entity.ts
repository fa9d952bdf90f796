import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';
import { Item } from '../items/entities/item.entity';

export const ENRICHMENT_RUN_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type EnrichmentRunStatus = (typeof ENRICHMENT_RUN_STATUSES)[number];

/**
 * One "import from link" of an item: created PENDING by the request, finished by the
 * `enrichment` job in the same transaction as its changes to the item, so the outcome the
 * request reads back (success, image added, error) is exactly what happened, and a job run
 * twice finds its run finished and does nothing. Removed with its item.
 */
@Entity('enrichment_runs')
export class EnrichmentRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  @ManyToOne(() => Item, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itemId' })
  item?: Relation<Item>;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status: EnrichmentRunStatus;

  @Column({ type: 'boolean', default: false })
  imageAdded: boolean;

  /** Why the import failed, worded for the shopper; null unless FAILED. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  finishedAt: Date | null;
}
