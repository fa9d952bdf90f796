import { ValidateBy, type ValidationOptions } from 'class-validator';
import { toCents } from '@atelier/billing';

/** 50.00 % in hundredths of a percent, the unit toCents yields. */
const MAX_FEE_HUNDREDTHS = 50_00;

/** A plain decimal with at most two decimals, as a string or a number: "12.5", 12.5, "12.50". */
const FEE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** A service fee percent between 0 and 50 with at most two decimals (step 0.01). */
export function IsFeePercent(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFeePercent',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' && typeof value !== 'number') return false;
          const text = String(value);
          return FEE_PATTERN.test(text) && toCents(text) <= MAX_FEE_HUNDREDTHS;
        },
      },
    },
    options,
  );
}
