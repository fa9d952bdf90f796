import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { TaskAccess } from '../tasks/task-access.service';
import { CommentAccess } from './comment-access.service';
import { COMMENT_ALREADY_RESOLVED, resolveComment } from './comment-state';
import { CommentViews } from './comment-views.service';
import type { CreateImageCommentDto } from './dto/create-image-comment.dto';
import type { ImageCommentDto } from './dto/image-comment.dto';
import { ImageComment } from './entities/image-comment.entity';
import { TaskImages } from './task-images.service';

export const PARENT_NOT_ON_IMAGE = 'Parent comment must be on the same task and image';
export const REPLY_TO_REPLY = 'Cannot reply to a reply';

/** Pins on task images: posting, listing, resolving and deleting them. */
@Injectable()
export class ImageCommentsService {
  constructor(
    @InjectRepository(ImageComment) private readonly comments: Repository<ImageComment>,
    private readonly taskAccess: TaskAccess,
    private readonly commentAccess: CommentAccess,
    private readonly images: TaskImages,
    private readonly views: CommentViews,
    private readonly events: DomainEvents,
  ) {}

  /**
   * What is stored for that image. Not checked against the task's current images, so comments
   * on a photo that was since removed stay readable.
   */
  async list(user: AuthUser, taskId: string, imageUrl: string): Promise<ImageCommentDto[]> {
    await this.taskAccess.participant(user, taskId);
    return this.views.forImage(taskId, imageUrl, user.id);
  }

  async create(user: AuthUser, taskId: string, input: CreateImageCommentDto): Promise<ImageCommentDto> {
    await this.taskAccess.participant(user, taskId);
    await this.images.assertOnTask(taskId, input.imageUrl);
    if (input.parentCommentId !== undefined) await this.assertReplyable(taskId, input.imageUrl, input.parentCommentId);
    const id = randomUUID();
    await this.comments.insert({
      id,
      taskId,
      imageUrl: input.imageUrl,
      userId: user.id,
      x: input.x,
      y: input.y,
      content: input.content,
      parentCommentId: input.parentCommentId ?? null,
    });
    await this.events.publish('comment.created', {
      taskId,
      actorId: user.id,
      commentId: id,
      imageUrl: input.imageUrl,
      content: input.content,
    });
    return this.views.one(id, user.id);
  }

  /** Any party may resolve an ACTIVE comment (a reply too); once only. */
  async resolve(user: AuthUser, commentId: string): Promise<ImageCommentDto> {
    const comment = await this.commentAccess.participant(user, commentId);
    const now = new Date();
    const change = resolveComment(comment, now);
    // Conditional on the state just read: of two simultaneous resolves only one changes the row.
    const result = await this.comments.update(
      { id: comment.id, status: comment.status },
      { ...change, updatedAt: now },
    );
    if (!result.affected) throw new ConflictException(COMMENT_ALREADY_RESOLVED);
    await this.events.publish('comment.resolved', {
      taskId: comment.taskId,
      actorId: user.id,
      commentId: comment.id,
      imageUrl: comment.imageUrl,
    });
    return this.views.one(comment.id, user.id);
  }

  /** Author only. Its replies and every reaction go with it, by the foreign keys' ON DELETE CASCADE. */
  async remove(user: AuthUser, commentId: string): Promise<void> {
    const comment = await this.commentAccess.author(user, commentId);
    await this.comments.delete({ id: comment.id });
    await this.events.publish('comment.deleted', {
      taskId: comment.taskId,
      actorId: user.id,
      commentId: comment.id,
      imageUrl: comment.imageUrl,
    });
  }

  /**
   * Threads are one level deep: a reply answers a top-level pin on the same task and image.
   * (It also keeps delete cascades shallow: MySQL stops cascading after 15 levels.)
   */
  private async assertReplyable(taskId: string, imageUrl: string, parentCommentId: string): Promise<void> {
    const parent = await this.comments.findOne({
      where: { id: parentCommentId },
      select: { id: true, taskId: true, imageUrl: true, parentCommentId: true },
    });
    if (!parent || parent.taskId !== taskId || parent.imageUrl !== imageUrl) {
      throw new BadRequestException(PARENT_NOT_ON_IMAGE);
    }
    if (parent.parentCommentId !== null) throw new BadRequestException(REPLY_TO_REPLY);
  }
}
