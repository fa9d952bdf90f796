import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess } from '../tasks/task-access.service';
import { ImageComment } from './entities/image-comment.entity';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const AUTHOR_ONLY = 'Only the author can delete this comment';

/** What comment-scoped calls decide on; one primary-key read. */
export type CommentRef = Pick<ImageComment, 'id' | 'taskId' | 'imageUrl' | 'userId' | 'status'>;

/**
 * Access to a comment is access to its task, decided by TaskAccess; this only finds the task
 * of a comment id. A comment of a task the caller is not a party to does not exist for them.
 */
@Injectable()
export class CommentAccess {
  constructor(
    @InjectRepository(ImageComment) private readonly comments: Repository<ImageComment>,
    private readonly tasks: TaskAccess,
  ) {}

  /** Either party of the comment's task: reading, reacting, resolving. */
  async participant(user: AuthUser, commentId: string): Promise<CommentRef> {
    const comment = await this.comments.findOne({
      where: { id: commentId },
      select: { id: true, taskId: true, imageUrl: true, userId: true, status: true },
    });
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    try {
      await this.tasks.participant(user, comment.taskId);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(COMMENT_NOT_FOUND);
      throw error;
    }
    return comment;
  }

  /** The comment's author, who alone may delete it; the other party gets 403. */
  async author(user: AuthUser, commentId: string): Promise<CommentRef> {
    const comment = await this.participant(user, commentId);
    if (comment.userId !== user.id) throw new ForbiddenException(AUTHOR_ONLY);
    return comment;
  }
}
