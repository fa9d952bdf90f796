import { ApiProperty } from '@nestjs/swagger';

/** The caller's tasks by status, for the dashboards' counters. */
export class TaskCountsDto {
  @ApiProperty({ description: 'All of her tasks' })
  total: number;

  @ApiProperty()
  draft: number;

  @ApiProperty()
  active: number;

  @ApiProperty()
  complete: number;
}
