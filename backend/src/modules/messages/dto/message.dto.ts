import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../../users/entities/user.entity';

export class MessageSenderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  displayName: string;
}

/** One chat message of a task. */
export class MessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ description: 'Exactly as sent' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Millisecond precision' })
  createdAt: Date;

  @ApiProperty({ type: MessageSenderDto })
  sender: MessageSenderDto;

  @ApiProperty({ enum: USER_ROLES, description: 'Whether the task shopper or the task client wrote it' })
  senderType: UserRole;
}
