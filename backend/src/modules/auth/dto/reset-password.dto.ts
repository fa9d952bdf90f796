import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NewPasswordField } from './credential-fields';
import { RESET_LINK_INVALID } from '../password-reset/password-reset.service';

export class ResetPasswordDto {
  /** The token of the link: 32 bytes as base64url. Anything else is a dead link, not a bad field. */
  @ApiProperty({ description: "The `token` query parameter of the email's link" })
  @IsString({ message: RESET_LINK_INVALID })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: RESET_LINK_INVALID })
  token: string;

  @NewPasswordField()
  password: string;
}
