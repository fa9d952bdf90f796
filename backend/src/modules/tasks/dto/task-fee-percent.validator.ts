import { ValidateBy, type ValidationOptions } from 'class-validator';
import { toCents } from '@atelier/billing';

export const TASK_FEE_MESSAGE = 'Service fee must be between 0% and 100%';

/** 100.00 % in hundredths of a percent, the unit toCents yields. */
const MAX_FEE_HUNDREDTHS = 100_00;
/** A plain decimal with at most two decimals, as a string or a number: "12.5", 12.5, "12.50". */
const FEE_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A task's own service fee: 0 to 100 percent (the task edit form's range; shopper defaults
 * stop at 50) with at most two decimals, stored as DECIMAL(5,2).
 */
export function IsTaskFeePercent(options: ValidationOptions = { message: TASK_FEE_MESSAGE }): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTaskFeePercent',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' && typeof value !== 'number') return false;
          const text = String(value).trim();
          return FEE_PATTERN.test(text) && toCents(text) <= MAX_FEE_HUNDREDTHS;
        },
      },
    },
    options,
  );
}
