import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { NonBlankText } from '../../../common/validation/text-fields';
import { VerbatimText } from '../../../common/validation/verbatim-text';
import { CoordinateField } from './coordinate.field';

export const COMMENT_MAX_LENGTH = 500;

/** A pin on one of the task's images, or a reply to a top-level pin on the same image. */
export class CreateImageCommentDto {
  @NonBlankText('Image URL', 1024, {
    example: '/files/uploads/ab/ab12….jpg',
    description: "One of the task's uploadedImages or one of its items' imageUrls",
  })
  imageUrl: string;

  @VerbatimText(
    COMMENT_MAX_LENGTH,
    { empty: 'Comment cannot be empty', tooLong: `Comment too long (max ${COMMENT_MAX_LENGTH} characters)` },
    {
      example: 'Could this come in a lighter shade?',
      description:
        'Stored and returned exactly as sent (not trimmed). Refused when blank after trimming; ' +
        'at most 500 characters counted as Unicode code points.',
    },
  )
  content: string;

  @CoordinateField('X')
  x: number;

  @CoordinateField('Y')
  y: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Makes this a reply: a top-level comment on the same task and image',
  })
  @IsOptional()
  @IsString({ message: 'parentCommentId must be a comment id' })
  parentCommentId?: string;
}
