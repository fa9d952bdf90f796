import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsCalendarDay, IsNotFutureDay } from '../../../../common/validation/day-fields';
import { OptionalText } from '../../../../common/validation/text-fields';
import { MAX_PAYMENT_REFERENCE, PAID_ON_INVALID, PAID_ON_IN_FUTURE } from '../../payments/dto/record-payment.dto';
import { DEPOSIT_RELEASE_METHODS, type DepositReleaseMethod } from '../deposit-release-methods';

export const RELEASE_METHOD_REQUIRED = 'Choose how the rest of the deposit goes back';

/** POST /tasks/{id}/deposits/release: all that is held for a finished task, given back. */
export class ReleaseDepositDto {
  @ApiProperty({ enum: DEPOSIT_RELEASE_METHODS, description: '`credit`: kept as her credit toward her next invoices' })
  @IsIn(DEPOSIT_RELEASE_METHODS, { message: RELEASE_METHOD_REQUIRED })
  method: DepositReleaseMethod;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'The day it was given back; absent: today' })
  @IsOptional()
  @IsNotFutureDay({ message: PAID_ON_IN_FUTURE })
  @IsCalendarDay({ message: PAID_ON_INVALID })
  releasedOn?: string;

  @OptionalText('Reference', MAX_PAYMENT_REFERENCE, { example: 'Zelle 88412', description: 'Trimmed, blank is none' })
  reference?: string;
}

/** What was left of the task's deposits and how it went back, the same for both parties. */
export class DepositReleaseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '87.50' })
  amount: string;

  @ApiProperty({ enum: DEPOSIT_RELEASE_METHODS })
  method: DepositReleaseMethod;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-07' })
  releasedOn: string;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;
}
