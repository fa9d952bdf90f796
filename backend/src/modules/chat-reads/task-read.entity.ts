import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** How far a user has read a task's chat: unread messages are the other party's after it. */
@Entity('task_reads')
export class TaskRead {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  taskId: string;

  @Column({ type: 'varchar', length: 36 })
  lastReadMessageId: string;

  @UpdateDateColumn({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
