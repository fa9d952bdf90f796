import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 200;
const LIMIT_RANGE = `limit must be an integer between 1 and ${MAX_PAGE_SIZE}`;

/** A page of the chat counted back from the newest message, or from the `before` cursor. */
export class ListMessagesQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A message id of this task: only messages older than it are answered (in chat order, ' +
      'createdAt then id). Pass the id of the oldest message held to load the previous page.',
  })
  @IsOptional()
  @IsString({ message: 'before must be a message id' })
  before?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_RANGE })
  @Min(1, { message: LIMIT_RANGE })
  @Max(MAX_PAGE_SIZE, { message: LIMIT_RANGE })
  limit?: number;
}
