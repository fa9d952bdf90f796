import { ApiProperty } from '@nestjs/swagger';
import { REACTION_TYPES, type ReactionType } from '../entities/comment-reaction.entity';

export class CommentReactionDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ enum: REACTION_TYPES })
  reactionType: ReactionType;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the user first reacted' })
  createdAt: Date;
}
