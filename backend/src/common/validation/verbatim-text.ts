import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { isWellFormedText } from './well-formed-text';

/** Characters as a user counts them: Unicode code points, so "😀" is one (it is two UTF-16 units). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _codePoint of text) count++;
  return count;
}

const isNonBlankText = (value: unknown): value is string =>
  typeof value === 'string' && isWellFormedText(value) && value.trim() !== '';

/**
 * Free text that is stored exactly as sent (chat messages, image comments): spaces and line
 * breaks are part of what the user wrote, so nothing is trimmed. It is refused when missing or
 * blank after trimming (`empty`), or when longer than `max` characters (`tooLong`); the length
 * is counted on the text as sent, which is what is stored, so the column always holds it.
 * Also used by the image-comments module.
 */
export function VerbatimText(
  max: number,
  messages: { empty: string; tooLong: string },
  docs: { example?: string; description?: string } = {},
): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'verbatimText',
      validator: {
        validate: (value: unknown) => isNonBlankText(value) && characterCount(value) <= max,
        defaultMessage: ({ value }: ValidationArguments) => (isNonBlankText(value) ? messages.tooLong : messages.empty),
      },
    }),
    ApiProperty({ minLength: 1, maxLength: max, ...docs }),
  );
}
