import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { CommentAccess } from './comment-access.service';
import { CommentViews } from './comment-views.service';
import type { CommentReactionDto } from './dto/comment-reaction.dto';
import type { ImageCommentDto } from './dto/image-comment.dto';
import { CommentReaction, type ReactionType } from './entities/comment-reaction.entity';
import type { ImageComment } from './entities/image-comment.entity';

/** One reaction per user and comment (unique index), set, replaced and removed by its user. */
@Injectable()
export class CommentReactionsService {
  constructor(
    @InjectRepository(CommentReaction) private readonly reactions: Repository<CommentReaction>,
    private readonly access: CommentAccess,
    private readonly views: CommentViews,
    private readonly events: DomainEvents,
  ) {}

  async list(user: AuthUser, commentId: string): Promise<CommentReactionDto[]> {
    await this.access.participant(user, commentId);
    const reactions = await this.reactions.find({
      where: { commentId },
      select: { id: true, userId: true, reactionType: true, createdAt: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return reactions.map(({ userId, reactionType, createdAt }) => ({ userId, reactionType, createdAt }));
  }

  /**
   * Sets the caller's reaction, replacing an earlier one. A single upsert on the unique
   * (commentId, userId) index, so simultaneous requests leave one row and never fail on it.
   */
  async set(user: AuthUser, commentId: string, reactionType: ReactionType): Promise<ImageCommentDto> {
    const comment = await this.access.participant(user, commentId);
    await this.reactions
      .createQueryBuilder()
      .insert()
      .into(CommentReaction)
      .values({ id: randomUUID(), commentId, userId: user.id, reactionType })
      .orUpdate(['reactionType'], ['commentId', 'userId'])
      .execute();
    await this.announce(user, comment);
    return this.views.one(commentId, user.id);
  }

  /** Idempotent: removing a reaction that is not there is not an error. */
  async remove(user: AuthUser, commentId: string): Promise<void> {
    const comment = await this.access.participant(user, commentId);
    await this.reactions.delete({ commentId, userId: user.id });
    await this.announce(user, comment);
  }

  private announce(user: AuthUser, comment: Pick<ImageComment, 'id' | 'taskId' | 'imageUrl'>): Promise<void> {
    return this.events.publish('comment.liked', {
      taskId: comment.taskId,
      actorId: user.id,
      commentId: comment.id,
      imageUrl: comment.imageUrl,
    });
  }
}
