import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REFUND_METHODS, type RefundMethod } from '@atelier/billing';
import { IsAboveZero, IsAtMostAmountLimit, IsPlainAmount } from '../../../../common/validation/amount-fields';
import { IsCalendarDay, IsNotFutureDay } from '../../../../common/validation/day-fields';
import { OptionalText } from '../../../../common/validation/text-fields';
import {
  AMOUNT_INVALID,
  AMOUNT_TOO_HIGH,
  MAX_PAYMENT_REFERENCE,
  PAID_ON_INVALID,
  PAID_ON_IN_FUTURE,
} from '../../payments/dto/record-payment.dto';
import { REFUND_STATUSES, type RefundStatus } from '../entities/invoice-refund.entity';

export const REFUND_METHOD_REQUIRED = 'Choose how the money goes back';

/** Money owed back on the invoice, given back by the shopper. */
export class RecordRefundDto {
  @ApiProperty({
    enum: REFUND_METHODS,
    description:
      '`card`: refunded to the card it was paid with (a card payment on the invoice); `credit`: kept as her credit',
  })
  @IsIn(REFUND_METHODS, { message: REFUND_METHOD_REQUIRED })
  method: RefundMethod;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'string', example: '109.25' },
      { type: 'number', example: 109.25 },
    ],
    description: 'In USD, at most what is owed back; absent: all of it',
  })
  @IsOptional()
  @IsAtMostAmountLimit({ message: AMOUNT_TOO_HIGH })
  @IsAboveZero({ message: AMOUNT_INVALID })
  @IsPlainAmount({ message: AMOUNT_INVALID })
  amount?: string | number;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'The day it was given back; absent: today' })
  @IsOptional()
  @IsNotFutureDay({ message: PAID_ON_IN_FUTURE })
  @IsCalendarDay({ message: PAID_ON_INVALID })
  refundedOn?: string;

  @OptionalText('Reference', MAX_PAYMENT_REFERENCE, { example: 'Zelle 88412', description: 'Trimmed, blank is none' })
  reference?: string;
}

/** A refund on an invoice, the same for both parties. */
export class RefundDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '109.25' })
  amount: string;

  @ApiProperty({ enum: REFUND_METHODS })
  method: RefundMethod;

  @ApiProperty({ enum: REFUND_STATUSES, description: 'PENDING: sent to the card, not yet confirmed' })
  status: RefundStatus;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-07' })
  refundedOn: string;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was recorded' })
  recordedAt: Date;
}
