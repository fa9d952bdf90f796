import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { decimalNumberTransformer } from '../../../common/money/decimal-number.transformer';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../infra/database/columns';
import { ShopTask } from '../../tasks/task.entity';
import { User } from '../../users/entities/user.entity';
import { CommentReaction } from './comment-reaction.entity';

export const COMMENT_STATUSES = ['ACTIVE', 'RESOLVED'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * A pin on one of a task's images. Indexed by task only: a (taskId, imageUrl) index would
 * need a prefix length on MySQL (1024 utf8mb4 characters exceed the key size), which the
 * driver-neutral schema builder cannot express.
 */
@Entity('image_comments')
@Index('IDX_image_comments_task', ['taskId'])
export class ImageComment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  taskId: string;

  @ManyToOne(() => ShopTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ShopTask>;

  @Column({ type: 'varchar', length: 1024 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Percent of the image width, 0 to 100. */
  @Column({ type: 'decimal', precision: 8, scale: 4, transformer: decimalNumberTransformer })
  x: number;

  /** Percent of the image height, 0 to 100. */
  @Column({ type: 'decimal', precision: 8, scale: 4, transformer: decimalNumberTransformer })
  y: number;

  /** Up to 500 characters; utf8mb4 on MySQL so emoji survive. */
  @Column({ type: 'varchar', length: 500 })
  content: string;

  @Column({ type: 'varchar', length: 16, default: 'ACTIVE' })
  status: CommentStatus;

  @Column({ type: 'varchar', length: 36, nullable: true })
  parentCommentId: string | null;

  @ManyToOne(() => ImageComment, (comment) => comment.replies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentCommentId' })
  parentComment?: Relation<ImageComment> | null;

  @OneToMany(() => ImageComment, (comment) => comment.parentComment)
  replies?: Relation<ImageComment[]>;

  @OneToMany(() => CommentReaction, (reaction) => reaction.comment)
  reactions?: Relation<CommentReaction[]>;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  resolvedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
