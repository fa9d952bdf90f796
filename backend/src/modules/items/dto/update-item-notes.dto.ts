import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';

export const MAX_SUMMARY_LENGTH = 2000;
export const MAX_SHOPPER_NOTE_LENGTH = 1000;
export const SUMMARY_TOO_LONG = `Summary too long (max ${MAX_SUMMARY_LENGTH} characters)`;
export const SHOPPER_NOTE_TOO_LONG = `Note too long (max ${MAX_SHOPPER_NOTE_LENGTH} characters)`;

/** Blank means "none"; line breaks inside are kept (the card shows them). */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const sentWithText = (_dto: object, value: unknown) => value != null;

/** Replaces the summary and/or the shopper's note; a field left out keeps its value. */
export class UpdateItemNotesDto {
  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: MAX_SUMMARY_LENGTH,
    description: 'What the product is, shown to both parties (link import writes it); null or "" removes it',
  })
  @Transform(trimToNull)
  @ValidateIf(sentWithText)
  @MaxLength(MAX_SUMMARY_LENGTH, { message: SUMMARY_TOO_LONG })
  @IsWellFormedText({ message: 'Summary must be text' })
  @IsString({ message: 'Summary must be text' })
  aiSummary?: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: MAX_SHOPPER_NOTE_LENGTH,
    description: 'The shopper\'s note to her client, shown to the client read-only; null or "" removes it',
  })
  @Transform(trimToNull)
  @ValidateIf(sentWithText)
  @MaxLength(MAX_SHOPPER_NOTE_LENGTH, { message: SHOPPER_NOTE_TOO_LONG })
  @IsWellFormedText({ message: 'Note must be text' })
  @IsString({ message: 'Note must be text' })
  shopperNote?: string | null;
}
