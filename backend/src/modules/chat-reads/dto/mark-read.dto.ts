import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class MarkReadDto {
  @ApiProperty({ format: 'uuid', description: 'The newest message of the task the reader has seen' })
  @IsUUID('all', { message: 'messageId must be a message of this task' })
  messageId: string;
}
