import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../database/columns';
import type { QueueName } from '../queue-definitions';

/**
 * A job written in the same transaction as the change it follows, not yet handed to the queue.
 * JobOutboxRelay moves it there once the transaction has committed and the queue answers, then
 * deletes the row: a job exists exactly when its change does, whatever Redis is doing.
 */
@Entity('job_outbox')
export class OutboxJob {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  queue: QueueName;

  /** The payload's JSON text. */
  @Column({ type: 'text' })
  payload: string;

  /** The queue's job id: relaying a row twice (a relay that died before deleting it) enqueues once. */
  @Column({ type: 'varchar', length: 255 })
  jobId: string;

  /** When the job is due (its enqueue delay, counted from the change). */
  @Index('IDX_job_outbox_run_at')
  @Column({ type: 'datetime', precision: 3 })
  runAt: Date;

  @CreatedAtColumn()
  createdAt: Date;
}
