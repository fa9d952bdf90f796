import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';

/** No foreign key on userId: the trail outlives the rows it mentions. */
@Entity('audit_events')
@Index('IDX_audit_events_user', ['userId'])
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
