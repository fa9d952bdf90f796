import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn, JsonColumn, UpdatedAtColumn } from '../../infra/database/columns';
import { Client } from '../clients/client.entity';

@Entity('recipients')
export class Recipient {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', referencedColumnName: 'userId' })
  client?: Relation<Client>;

  /** Free text: the presets (self, spouse, child, ...) or a custom value. */
  @Column({ type: 'varchar', length: 100 })
  relationship: string;

  @Column({ type: 'varchar', length: 100 })
  displayName: string;

  /** 'YYYY-MM-DD'; utc so the day never shifts with the process time zone. */
  @Column({ type: 'date', nullable: true, utc: true })
  birthdate: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  gender: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Per-category preferences and `sizing` (docs/product-rules.md, "Recipients"). */
  @JsonColumn({ nullable: true })
  profile: Record<string, unknown> | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
