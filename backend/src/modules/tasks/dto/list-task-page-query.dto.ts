import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ListTasksQueryDto } from './list-tasks-query.dto';

export const TASK_PAGE_DEFAULT_LIMIT = 20;
export const TASK_PAGE_MAX_LIMIT = 50;
const LIMIT_RANGE = `limit must be an integer between 1 and ${TASK_PAGE_MAX_LIMIT}`;

/** GET /api/tasks/page: the list's filters, how many tasks a page holds and where it starts. */
export class ListTaskPageQueryDto extends ListTasksQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: TASK_PAGE_MAX_LIMIT, default: TASK_PAGE_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_RANGE })
  @Min(1, { message: LIMIT_RANGE })
  @Max(TASK_PAGE_MAX_LIMIT, { message: LIMIT_RANGE })
  limit?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The previous page's nextCursor: this page holds the tasks listed after that one",
  })
  @IsOptional()
  @IsUUID('all', { message: 'cursor must be the nextCursor of a page' })
  cursor?: string;
}
