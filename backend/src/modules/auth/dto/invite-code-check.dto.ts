import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { NonBlankText } from '../../../common/validation/text-fields';

/** An invitation code typed on the code step of a registration form. */
export class InviteCodeCheckDto {
  @NonBlankText('Invitation code', 32, { example: 'K7QX2M9PRT', description: 'Case-insensitive, as registration' })
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  code: string;
}

/** Whose invitation a usable code is, and whom the shopper wrote it for, to greet and prefill the form. */
export class InvitationDetailsDto {
  @ApiProperty({ example: 'Ava Stone', description: 'The inviting shopper’s display name' })
  shopperDisplayName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Jane Doe', description: 'The name the shopper gave the code' })
  clientName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'jane@example.com',
    description: 'The email the shopper gave the code',
  })
  clientEmail: string | null;
}

/**
 * Whether registration would take the code now. Only a usable code (the secret that entitles
 * its holder to join) tells whose it is; any other says nothing more (not whose, not why).
 */
export class InviteCodeCheckResponseDto {
  @ApiProperty({ description: 'False for an unknown, used or revoked code alike' })
  valid: boolean;

  @ApiPropertyOptional({ type: InvitationDetailsDto, description: 'Only when valid' })
  invitation?: InvitationDetailsDto;
}
