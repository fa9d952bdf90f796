import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsWellFormedText } from './well-formed-text';

/** Surrounding spaces are never meaningful in names and addresses. */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A blank optional field is the same as a missing one. */
const trimToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

interface TextFieldOptions {
  example?: string;
  description?: string;
}

/** For fields that may be left out of a body but must be valid when sent. */
export const whenSent = (_dto: object, value: unknown) => value !== undefined;

/**
 * Text that must be non-blank after trimming ("<label> is required"). With `requiredIf`
 * the field is checked only when that returns true (e.g. `whenSent`).
 */
export function NonBlankText(
  label: string,
  maxLength: number,
  options: TextFieldOptions & { requiredIf?: (dto: object, value: unknown) => boolean } = {},
): PropertyDecorator {
  const { requiredIf, ...docs } = options;
  const required = `${label} is required`;
  return applyDecorators(
    ...(requiredIf ? [ValidateIf(requiredIf)] : []),
    Transform(trim),
    IsString({ message: required }),
    IsWellFormedText({ message: `${label} must be text` }),
    IsNotEmpty({ message: required }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    ApiProperty({ maxLength, required: !requiredIf, ...docs }),
  );
}

/** Text that may be left out or blank (then it is treated as absent). */
export function OptionalText(label: string, maxLength: number, options: TextFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(trimToUndefined),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    IsWellFormedText({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    ApiProperty({ maxLength, required: false, ...options }),
  );
}
