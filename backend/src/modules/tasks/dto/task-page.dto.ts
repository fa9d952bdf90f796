import { ApiProperty } from '@nestjs/swagger';
import { TaskListItemDto } from './task-list-item.dto';

/** One page of a task list, newest first, with the counts the list's "Showing X of Y tasks" needs. */
export class TaskPageDto {
  @ApiProperty({ type: [TaskListItemDto] })
  tasks: TaskListItemDto[];

  @ApiProperty({ description: 'Tasks that pass the filters, on every page' })
  matchingCount: number;

  @ApiProperty({ description: "All of the caller's tasks, filtered or not" })
  totalCount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where the next page starts (its cursor parameter); null on the last page',
  })
  nextCursor: string | null;
}
