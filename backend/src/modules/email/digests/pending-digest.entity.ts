import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';

/**
 * A digest waiting to go out: at most one per user and task (the primary key), so a burst of
 * events from any number of api processes schedules one email. Its job removes it when it
 * runs; the next event after that schedules the next digest.
 */
@Entity('pending_digests')
export class PendingDigest {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  taskId: string;

  /** Names the digest's job, and the email it becomes. */
  @Column({ type: 'varchar', length: 36 })
  id: string;

  @CreatedAtColumn()
  createdAt: Date;
}
