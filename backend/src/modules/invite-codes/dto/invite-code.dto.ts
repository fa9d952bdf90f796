import { ApiProperty } from '@nestjs/swagger';
import { InviteEmailDto } from './invite-email.dto';

/** An invite code as its shopper manages it. */
export class InviteCodeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'K7PXM2QHRT', description: '10 characters, no 0/O/1/I/L' })
  code: string;

  @ApiProperty({ type: String, nullable: true })
  clientName: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  clientEmail: string | null;

  @ApiProperty()
  isUsed: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The client who registered with it' })
  usedBy: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  usedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({
    type: InviteEmailDto,
    nullable: true,
    description: 'The latest invitation email, or null when the code was never emailed',
  })
  email: InviteEmailDto | null;
}
