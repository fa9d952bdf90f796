import { ValidateBy, type ValidationOptions } from 'class-validator';
import { MAX_AMOUNT_CENTS, toCents } from '@atelier/billing';

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** A plain amount of 0 or more with at most two decimals, sent as a string or a number. */
export function IsPlainAmount(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPlainAmount',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' || typeof value === 'number') && AMOUNT_PATTERN.test(String(value)),
      },
    },
    options,
  );
}

/** At most what a DECIMAL(10,2) amount column holds ($99,999,999.99); checked after IsPlainAmount. */
export function IsAtMostAmountLimit(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isAtMostAmountLimit', validator: { validate: (value) => toCents(String(value)) <= MAX_AMOUNT_CENTS } },
    options,
  );
}

/** More than 0; checked after IsPlainAmount. */
export function IsAboveZero(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAboveZero', validator: { validate: (value) => toCents(String(value)) > 0 } }, options);
}
