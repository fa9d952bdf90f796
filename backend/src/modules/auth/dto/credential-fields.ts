import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';

export const PASSWORD_MIN_LENGTH = 6;
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

/** A password being chosen: the sign-up rule of the spec (at least 6 characters). */
export function NewPasswordField(): PropertyDecorator {
  const tooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return applyDecorators(
    IsString({ message: tooShort }),
    IsWellFormedText({ message: PASSWORD_NOT_TEXT }),
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShort }),
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
