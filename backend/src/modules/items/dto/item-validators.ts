import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';
import { toCents } from '@atelier/billing';
import { isUploadUrl } from '../../../infra/storage/upload-keys';

/** DECIMAL(10,2): the largest amount the column holds, in cents. */
export const MAX_UNIT_PRICE_CENTS = 99_999_999_99;
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true });
}

/** A plain amount of 0 or more with at most two decimals, sent as a string or a number. */
export function IsUnitPrice(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUnitPrice',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' || typeof value === 'number') && AMOUNT_PATTERN.test(String(value)),
      },
    },
    options,
  );
}

export function IsAtMostUnitPriceLimit(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAtMostUnitPriceLimit',
      validator: { validate: (value) => toCents(String(value)) <= MAX_UNIT_PRICE_CENTS },
    },
    options,
  );
}

/**
 * A file an item may point at: one of our uploads or a file hosted elsewhere over http(s).
 * Never a data:, javascript: or relative URL. Whether an upload exists is checked later.
 */
export function IsUploadOrHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUploadOrHttpUrl',
      validator: { validate: (value) => typeof value === 'string' && (isUploadUrl(value) || isHttpUrl(value)) },
    },
    options,
  );
}
