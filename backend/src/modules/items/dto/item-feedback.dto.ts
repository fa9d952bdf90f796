import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetItemFeedbackDto {
  @ApiProperty({ description: 'true to like the item, false to dislike it' })
  @IsBoolean({ message: 'isLiked must be true or false' })
  isLiked: boolean;
}

export class FeedbackCountsDto {
  @ApiProperty({ minimum: 0 })
  likes: number;

  @ApiProperty({ minimum: 0 })
  dislikes: number;
}

export class UserFeedbackDto {
  @ApiProperty()
  isLiked: boolean;
}

/** The caller's own reaction (null when none, always for the shopper) and the totals. */
export class ItemFeedbackDto {
  @ApiProperty({ type: UserFeedbackDto, nullable: true })
  userFeedback: UserFeedbackDto | null;

  @ApiProperty({ type: FeedbackCountsDto })
  counts: FeedbackCountsDto;
}
