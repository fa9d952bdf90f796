import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REACTION_TYPES, type ReactionType } from '../entities/comment-reaction.entity';

export class SetReactionDto {
  @ApiProperty({ enum: REACTION_TYPES, description: "Replaces the caller's earlier reaction, if any" })
  @IsIn(REACTION_TYPES, { message: `reactionType must be one of ${REACTION_TYPES.join(', ')}` })
  reactionType: ReactionType;
}
