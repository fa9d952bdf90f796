import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';
import { ShopTask } from '../tasks/task.entity';
import { User } from '../users/entities/user.entity';

@Entity('messages')
@Index('IDX_messages_task_created', ['taskId', 'createdAt'])
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @ManyToOne(() => ShopTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ShopTask>;

  @Column({ type: 'varchar', length: 36 })
  senderId: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'senderId' })
  sender?: Relation<User>;

  /** Up to 1000 characters; utf8mb4 on MySQL so emoji survive. */
  @Column({ type: 'text' })
  content: string;

  /** Milliseconds: the chat is ordered by it. */
  @CreatedAtColumn()
  createdAt: Date;
}
