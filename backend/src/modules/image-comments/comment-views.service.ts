import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { ImageRefDto } from '../images/dto/image-ref.dto';
import { ImageLinks } from '../images/image-links.service';
import { COMMENT_NOT_FOUND } from './comment-access.service';
import type { ImageCommentDto, ReactionCountsDto } from './dto/image-comment.dto';
import { CommentReaction, type ReactionType } from './entities/comment-reaction.entity';
import { ImageComment } from './entities/image-comment.entity';

interface Tally {
  counts: ReactionCountsDto;
  mine: ReactionType | null;
}

/** Raw aggregates: COUNT and SUM come back as numbers on SQLite and as strings on MySQL. */
interface TallyRow {
  commentId: string;
  reactionType: ReactionType;
  total: number | string;
  mine: number | string;
}

/**
 * Comments as the caller sees them: author, reaction counts and the caller's own reaction.
 * Two queries however many comments there are (the comments with their authors, then all
 * their reactions aggregated), so a busy image costs no more round trips than a quiet one.
 */
@Injectable()
export class CommentViews {
  constructor(
    @InjectRepository(ImageComment) private readonly comments: Repository<ImageComment>,
    @InjectRepository(CommentReaction) private readonly reactions: Repository<CommentReaction>,
    private readonly imageLinks: ImageLinks,
  ) {}

  /** Every comment on one image of a task, replies included, oldest first by (createdAt, id). */
  async forImage(taskId: string, imageUrl: string, viewerId: string): Promise<ImageCommentDto[]> {
    const comments = await this.withAuthor()
      .where('c.taskId = :taskId', { taskId })
      .andWhere('c.imageUrl = :imageUrl', { imageUrl })
      .orderBy('c.createdAt', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    const [tallies, avatars] = await Promise.all([
      this.tally(
        comments.map((comment) => comment.id),
        viewerId,
      ),
      this.avatarsOf(comments),
    ]);
    return comments.map((comment) => toDto(comment, avatars, tallies.get(comment.id)));
  }

  async one(commentId: string, viewerId: string): Promise<ImageCommentDto> {
    const comment = await this.withAuthor().where('c.id = :commentId', { commentId }).getOne();
    // Deleted by its author between the caller's access check and this read.
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    const [tallies, avatars] = await Promise.all([this.tally([comment.id], viewerId), this.avatarsOf([comment])]);
    return toDto(comment, avatars, tallies.get(comment.id));
  }

  /** The authors' avatars with their variants, each distinct avatar looked up once. */
  private avatarsOf(comments: ImageComment[]): Promise<Map<string, ImageRefDto>> {
    return this.imageLinks.refsOf(
      comments.flatMap((comment) => (comment.user!.profile!.avatarUrl ? [comment.user!.profile!.avatarUrl] : [])),
    );
  }

  /** Joins the author's display name and avatar, and nothing else of the account. */
  private withAuthor(): SelectQueryBuilder<ImageComment> {
    return this.comments
      .createQueryBuilder('c')
      .innerJoin('c.user', 'author')
      .innerJoin('author.profile', 'profile')
      .addSelect(['author.id', 'profile.userId', 'profile.displayName', 'profile.avatarUrl']);
  }

  private async tally(commentIds: string[], viewerId: string): Promise<Map<string, Tally>> {
    const tallies = new Map<string, Tally>();
    if (commentIds.length === 0) return tallies;
    const rows = await this.reactions
      .createQueryBuilder('r')
      .select('r.commentId', 'commentId')
      .addSelect('r.reactionType', 'reactionType')
      .addSelect('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN r.userId = :viewerId THEN 1 ELSE 0 END)', 'mine')
      .where('r.commentId IN (:...commentIds)', { commentIds })
      .setParameter('viewerId', viewerId)
      .groupBy('r.commentId')
      .addGroupBy('r.reactionType')
      .getRawMany<TallyRow>();
    for (const row of rows) {
      const tally = tallies.get(row.commentId) ?? emptyTally();
      tally.counts[row.reactionType] = Number(row.total);
      if (Number(row.mine) > 0) tally.mine = row.reactionType;
      tallies.set(row.commentId, tally);
    }
    return tallies;
  }
}

function emptyTally(): Tally {
  return { counts: { LIKE: 0, APPROVE: 0, REQUEST_CHANGE: 0 }, mine: null };
}

function toDto(comment: ImageComment, avatars: Map<string, ImageRefDto>, tally: Tally = emptyTally()): ImageCommentDto {
  const author = comment.user!;
  const avatarUrl = author.profile!.avatarUrl;
  return {
    id: comment.id,
    taskId: comment.taskId,
    imageUrl: comment.imageUrl,
    x: comment.x,
    y: comment.y,
    content: comment.content,
    status: comment.status,
    parentCommentId: comment.parentCommentId,
    resolvedAt: comment.resolvedAt,
    createdAt: comment.createdAt,
    user: {
      id: author.id,
      displayName: author.profile!.displayName,
      avatarUrl,
      ...(avatarUrl ? { avatar: avatars.get(avatarUrl) } : {}),
    },
    reactions: tally.counts,
    myReaction: tally.mine,
  };
}
