import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_STATUSES, type EmailStatus } from '../../email/email-record.entity';

/** The latest invitation email of a code, as its shopper sees it. */
export class InviteEmailDto {
  @ApiProperty({
    enum: EMAIL_STATUSES,
    description: 'queued: being sent; sent: the mail server took it; failed: every attempt failed',
  })
  status: EmailStatus;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was asked for' })
  requestedAt: Date;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  sentAt: Date | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The mail server's last refusal, when it failed" })
  lastError: string | null;

  @ApiProperty({ description: 'Invitation emails sent for this code in all' })
  sendCount: number;
}
