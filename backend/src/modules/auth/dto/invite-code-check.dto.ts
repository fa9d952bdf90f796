import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { NonBlankText } from '../../../common/validation/text-fields';

/** An invitation code typed on the code step of a registration form. */
export class InviteCodeCheckDto {
  @NonBlankText('Invitation code', 32, { example: 'K7QX2M9PRT', description: 'Case-insensitive, as registration' })
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  code: string;
}

/** Whether registration would take the code now, and nothing else about it (not whose, not why). */
export class InviteCodeCheckResponseDto {
  @ApiProperty({ description: 'False for an unknown, used or revoked code alike' })
  valid: boolean;
}
