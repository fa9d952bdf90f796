import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { OptionalText } from '../../../common/validation/text-fields';

/**
 * The form's fields are optional and count only when something is left after trimming. With a
 * client email the code is emailed to the client, with the note when there is one.
 */
export class CreateInviteCodeDto {
  @OptionalText('Client name', 100, { example: 'Jane Doe', description: 'Who the code is for' })
  clientName?: string;

  // Listed above OptionalText so it runs after it: class-validator checks decorators
  // bottom-up, and a non-string or over-long value gets the plainer text/length message.
  @ApiPropertyOptional({ format: 'email' })
  @IsEmail({}, { message: 'Invalid email address' })
  @OptionalText('Client email', 254, { example: 'jane@example.com' })
  clientEmail?: string;

  @OptionalText('Message', 500, {
    example: 'So glad to be shopping for you!',
    description: 'A personal note in the invitation email (only with a client email)',
  })
  message?: string;
}
