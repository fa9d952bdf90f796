import { ValidateBy, type ValidationOptions } from 'class-validator';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day that exists, as "2026-12-03" ("2026-02-30" does not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today in UTC moved by some days ("2026-12-04" for +1). */
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

export function IsCalendarDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, options);
}

/**
 * Not after tomorrow in UTC: a person dates what happened by her own calendar, which may
 * already be a day ahead of the server's. Checked after IsCalendarDay.
 */
export function IsNotFutureDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isNotFutureDay', validator: { validate: (value) => typeof value === 'string' && value <= utcDay(1) } },
    options,
  );
}

/** Not before yesterday in UTC, for the same reason: a day still to come. Checked after IsCalendarDay. */
export function IsNotPastDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isNotPastDay', validator: { validate: (value) => typeof value === 'string' && value >= utcDay(-1) } },
    options,
  );
}
