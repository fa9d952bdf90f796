import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { IsCalendarDay, IsNotFutureDay } from '../../../../common/validation/day-fields';
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
  @IsNotFutureDay({ message: PAID_ON_IN_FUTURE })
  @IsCalendarDay({ message: PAID_ON_INVALID })
  paidOn: string;

  @OptionalText('Reference', MAX_PAYMENT_REFERENCE, {
    example: 'Check 1042',
    description: 'A check number, a transfer reference…; trimmed, blank is none',
  })
  reference?: string;
}
