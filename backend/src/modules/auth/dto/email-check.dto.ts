import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from './credential-fields';

/** The email typed on the account step of a registration form. */
export class EmailCheckDto {
  @EmailField()
  email: string;
}

/** Whether an account could be registered with the email (registration answers 409 otherwise). */
export class EmailCheckResponseDto {
  @ApiProperty({ description: 'False when an account already has this email (compared trimmed, lowercased)' })
  available: boolean;
}
