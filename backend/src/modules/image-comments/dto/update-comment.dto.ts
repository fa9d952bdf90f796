import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** The only change a comment takes: ACTIVE -> RESOLVED. */
export class UpdateCommentDto {
  @ApiProperty({ enum: ['RESOLVED'] })
  @IsIn(['RESOLVED'], { message: 'status must be RESOLVED' })
  status: 'RESOLVED';
}
