import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';

/**
 * The stronger of the spec's two readings (8 on the landing form, 6 in the sign-up schema),
 * for every password being chosen, so every form that sets one says the same.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
/** Long enough for any passphrase or password manager, short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_NOT_TEXT = 'Password must be text';

/** Emails are compared trimmed and lowercased, so "Jane@X.com " and "jane@x.com" are one account. */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

export function EmailField(): PropertyDecorator {
  const message = 'Invalid email address';
  return applyDecorators(
    Transform(({ value }) => normalizeEmail(value)),
    IsString({ message }),
    MaxLength(EMAIL_MAX_LENGTH, { message }),
    IsWellFormedText({ message }),
    IsEmail({}, { message }),
    ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'jane@example.com' }),
  );
}

/** A password being chosen: sign-ups, both client registrations, the reset and the change. */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: PASSWORD_TOO_SHORT }),
    IsWellFormedText({ message: PASSWORD_NOT_TEXT }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' }),
  );
}

/** A password being checked: only required, so old passwords under today's rules still work. */
export function CurrentPasswordField(message: string): PropertyDecorator {
  return applyDecorators(
    IsString({ message }),
    IsWellFormedText({ message: PASSWORD_NOT_TEXT }),
    IsNotEmpty({ message }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    ApiProperty({ format: 'password' }),
  );
}
