import { VerbatimText } from '../../../common/validation/verbatim-text';

export const MESSAGE_MAX_LENGTH = 1000;

export class CreateMessageDto {
  @VerbatimText(
    MESSAGE_MAX_LENGTH,
    { empty: 'Message cannot be empty', tooLong: `Message too long (max ${MESSAGE_MAX_LENGTH} characters)` },
    {
      example: 'I found the linen blazer in navy, shall I get it?',
      description:
        'Stored and returned exactly as sent (not trimmed). Refused when blank after trimming; ' +
        'at most 1000 characters counted as Unicode code points (an emoji like 😀 is one).',
    },
  )
  content: string;
}
