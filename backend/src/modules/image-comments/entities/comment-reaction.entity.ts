import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';
import { User } from '../../users/entities/user.entity';
import { ImageComment } from './image-comment.entity';

/** Only LIKE is used by the interface. */
export const REACTION_TYPES = ['LIKE', 'APPROVE', 'REQUEST_CHANGE'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

@Entity('comment_reactions')
@Unique('UQ_comment_reactions_comment_user', ['commentId', 'userId'])
export class CommentReaction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  commentId: string;

  @ManyToOne(() => ImageComment, (comment) => comment.reactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentId' })
  comment?: Relation<ImageComment>;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 16 })
  reactionType: ReactionType;

  @CreatedAtColumn()
  createdAt: Date;
}
