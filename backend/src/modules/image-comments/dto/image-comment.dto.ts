import { ApiProperty } from '@nestjs/swagger';
import { ImageRefDto } from '../../images/dto/image-ref.dto';
import { REACTION_TYPES, type ReactionType } from '../entities/comment-reaction.entity';
import { COMMENT_STATUSES, type CommentStatus } from '../entities/image-comment.entity';

export class CommentAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl: string | null;

  @ApiProperty({
    type: ImageRefDto,
    required: false,
    description: 'The avatar with its web and thumbnail URLs; absent when avatarUrl is null',
  })
  avatar?: ImageRefDto;
}

/** How many users reacted with each type. */
export class ReactionCountsDto {
  @ApiProperty({ minimum: 0 })
  LIKE: number;

  @ApiProperty({ minimum: 0 })
  APPROVE: number;

  @ApiProperty({ minimum: 0 })
  REQUEST_CHANGE: number;
}

/** A pin on a task image (or a reply to one), as seen by the caller. */
export class ImageCommentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty()
  imageUrl: string;

  @ApiProperty({ description: 'Percent of the image width' })
  x: number;

  @ApiProperty({ description: 'Percent of the image height' })
  y: number;

  @ApiProperty({ description: 'Exactly as sent' })
  content: string;

  @ApiProperty({ enum: COMMENT_STATUSES })
  status: CommentStatus;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Set on replies' })
  parentCommentId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  resolvedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: CommentAuthorDto })
  user: CommentAuthorDto;

  @ApiProperty({ type: ReactionCountsDto })
  reactions: ReactionCountsDto;

  @ApiProperty({ enum: REACTION_TYPES, nullable: true, description: "The caller's own reaction" })
  myReaction: ReactionType | null;
}
