import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { OptionalText } from '../../../common/validation/text-fields';
import { recipientProfileProblem, type RecipientProfile } from '../recipient-profile';
import { RecipientProfileDto } from './recipient-profile.dto';

export const RELATIONSHIPS = ['self', 'spouse', 'child', 'parent', 'friend', 'property', 'other'] as const;
/** Both readings of the spec: the task form's and the recipients screen's lists. */
export const GENDERS = ['female', 'male', 'non-binary', 'other', 'prefer-not-to-say'] as const;

export const RECIPIENT_REQUIRED = 'Please fill in the display name and relationship.';
const BIRTHDATE_FORMAT = 'Birthdate must be a date (YYYY-MM-DD)';
const BIRTHDATE_IN_FUTURE = 'Birthdate cannot be in the future';

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Blank and null both mean "none". */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const trimLowerToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() || null : value;
const present = (_dto: object, value: unknown) => value !== undefined && value !== null;

/** A real calendar day: 2023-02-30 matches the pattern but is not one. */
const isCalendarDate = (value: unknown) => {
  if (typeof value !== 'string') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * Not after today anywhere on Earth: the server does not know the user's zone, and "today"
 * in UTC+14 is up to a day ahead of UTC, so the latest zone's date is the bound.
 */
const isNotInFuture = (value: unknown) =>
  typeof value === 'string' && value <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * Validators of one property run bottom-up (the one nearest the property first), and the
 * first failure is the answer (stopAtFirstError).
 *
 * The fields of a recipient. PUT sends them all again: a field left out or blank is cleared,
 * as the edit form submits the whole recipient.
 */
export class RecipientFieldsDto {
  // One message for either missing field (the spec's), not one per field.
  @ApiProperty({ maxLength: 100, example: 'Myself' })
  @MaxLength(100, { message: 'Display name must be at most 100 characters' })
  @ValidateBy(
    {
      name: 'displayNameAndRelationship',
      validator: {
        validate: (value, args) => isFilled(value) && isFilled((args?.object as RecipientFieldsDto).relationship),
      },
    },
    { message: RECIPIENT_REQUIRED },
  )
  @Transform(trim)
  displayName: string;

  @Transform(trimLower)
  // A missing relationship is reported once, on displayName.
  @ValidateIf((dto: RecipientFieldsDto) => isFilled(dto.relationship))
  @IsIn(RELATIONSHIPS, { message: `Relationship must be one of ${RELATIONSHIPS.join(', ')}` })
  @ApiProperty({ enum: RELATIONSHIPS })
  relationship: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, required: false, example: '1990-04-21' })
  @ValidateBy({ name: 'isNotInFuture', validator: { validate: isNotInFuture } }, { message: BIRTHDATE_IN_FUTURE })
  @ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { message: BIRTHDATE_FORMAT })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: BIRTHDATE_FORMAT })
  @ValidateIf(present)
  @Transform(trimToNull)
  birthdate?: string | null;

  @Transform(trimLowerToNull)
  @ValidateIf(present)
  @IsIn(GENDERS, { message: `Gender must be one of ${GENDERS.join(', ')}` })
  @ApiProperty({ enum: GENDERS, nullable: true, required: false })
  gender?: string | null;

  @OptionalText('Notes', 2000)
  notes?: string;

  @ValidateBy({
    name: 'isRecipientProfile',
    validator: {
      validate: (value) => recipientProfileProblem(value) === null,
      defaultMessage: (args) => recipientProfileProblem(args?.value) ?? 'Invalid profile',
    },
  })
  @ApiProperty({
    type: RecipientProfileDto,
    nullable: true,
    required: false,
    description: 'Free-text preferences; unknown keys are refused with 400 naming the key',
  })
  profile?: RecipientProfile | null;
}
