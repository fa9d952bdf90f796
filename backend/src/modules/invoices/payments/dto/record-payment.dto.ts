import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, ValidateBy } from 'class-validator';
import { IsAboveZero, IsAtMostAmountLimit, IsPlainAmount } from '../../../../common/validation/amount-fields';
import { OptionalText } from '../../../../common/validation/text-fields';
import { RECORDED_PAYMENT_METHODS, type RecordedPaymentMethod } from '@atelier/billing';

export const AMOUNT_REQUIRED = 'Amount is required';
export const AMOUNT_INVALID = 'Amount must be more than 0 with at most two decimals';
export const AMOUNT_TOO_HIGH = 'Amount must be at most 99999999.99';
export const METHOD_REQUIRED = 'Choose how the payment was made';
export const PAID_ON_INVALID = 'Payment date must be a date (YYYY-MM-DD)';
export const PAID_ON_IN_FUTURE = 'Payment date cannot be in the future';
export const MAX_PAYMENT_REFERENCE = 120;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists ("2026-02-30" does not). */
function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Not after tomorrow in UTC: the shopper dates a payment by her own calendar, which may already
 * be a day ahead of the server's.
 */
function isNotFuture(value: unknown): boolean {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return typeof value === 'string' && value <= tomorrow;
}

/** A payment the shopper received outside Atelier, recorded against the invoice. */
export class RecordPaymentDto {
  @ApiProperty({
    oneOf: [
      { type: 'string', example: '120.00' },
      { type: 'number', example: 120 },
    ],
    description: 'In USD, more than 0, at most two decimals, at most the balance due; answered as "120.00"',
  })
  // Checked bottom-up, stopping at the first failure: present, well-formed, then in range.
  @IsAtMostAmountLimit({ message: AMOUNT_TOO_HIGH })
  @IsAboveZero({ message: AMOUNT_INVALID })
  @IsPlainAmount({ message: AMOUNT_INVALID })
  @IsDefined({ message: AMOUNT_REQUIRED })
  amount: string | number;

  @ApiProperty({ enum: RECORDED_PAYMENT_METHODS })
  @IsIn(RECORDED_PAYMENT_METHODS, { message: METHOD_REQUIRED })
  method: RecordedPaymentMethod;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-03', description: 'The day it was received' })
  @ValidateBy({ name: 'isNotFuture', validator: { validate: isNotFuture } }, { message: PAID_ON_IN_FUTURE })
  @ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message: PAID_ON_INVALID })
  paidOn: string;

  @OptionalText('Reference', MAX_PAYMENT_REFERENCE, {
    example: 'Check 1042',
    description: 'A check number, a transfer reference…; trimmed, blank is none',
  })
  reference?: string;
}
