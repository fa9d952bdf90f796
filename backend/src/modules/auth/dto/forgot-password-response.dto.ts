import { ApiProperty } from '@nestjs/swagger';

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, we sent a link to reset the password.';

/** The same answer whether or not the account exists. */
export class ForgotPasswordResponseDto {
  @ApiProperty({ example: FORGOT_PASSWORD_ANSWER })
  message: string;
}
