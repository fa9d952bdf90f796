import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { IsCalendarDay, IsNotPastDay } from '../../../../common/validation/day-fields';
import { OptionalText } from '../../../../common/validation/text-fields';
import { RecordPaymentDto } from '../../payments/dto/record-payment.dto';
import { DepositReleaseDto } from './release-deposit.dto';

export const MAX_DEPOSIT_NOTE = 500;
export const DEPOSIT_DUE_INVALID = 'Due date must be a date (YYYY-MM-DD)';
export const DEPOSIT_DUE_PAST = 'Due date cannot be in the past';

/** POST /tasks/{id}/deposits: how much the shopper asks for before she shops, and by when. */
export class RequestDepositDto extends PickType(RecordPaymentDto, ['amount'] as const) {
  @OptionalText('Note', MAX_DEPOSIT_NOTE, {
    example: 'Half of the budget, so I can order the gown today',
    description: 'Why she asks for it; trimmed, blank is none',
  })
  note?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-12-10' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((_dto, value) => value != null)
  @IsNotPastDay({ message: DEPOSIT_DUE_PAST })
  @IsCalendarDay({ message: DEPOSIT_DUE_INVALID })
  dueDate?: string | null;
}

/** POST /deposits/{id}/payments: the deposit received in full outside Atelier, as the shopper records it. */
export class RecordDepositPaymentDto extends PickType(RecordPaymentDto, ['method', 'paidOn', 'reference'] as const) {}

/** A deposit as both parties read it. */
export class DepositDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ example: '200.00' })
  amount: string;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-10' })
  dueDate: string | null;

  @ApiProperty({ enum: ['REQUESTED', 'PAID', 'CANCELLED'] })
  status: 'REQUESTED' | 'PAID' | 'CANCELLED';

  @ApiProperty({ type: String, nullable: true, description: 'How it was paid, once PAID' })
  method: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day it was received, once PAID' })
  paidOn: string | null;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** GET /tasks/{id}/deposits. */
export class TaskDepositsDto {
  @ApiProperty({ type: [DepositDto], description: 'Oldest first, whatever their status' })
  deposits: DepositDto[];

  @ApiProperty({
    example: '150.00',
    description: "Held for the task: its PAID deposits less what the task's invoices have drawn from them",
  })
  held: string;

  @ApiProperty({ example: '200.00', description: 'Its REQUESTED deposits together: asked for, not yet paid' })
  requested: string;

  @ApiProperty({
    type: [DepositReleaseDto],
    description: 'What was left once the task was done, given back or kept as her credit; oldest first',
  })
  releases: DepositReleaseDto[];

  @ApiProperty({
    description:
      'What is held can go back now (POST …/deposits/release): the task is complete, archived or withdrawn, ' +
      'has no open invoice, and holds something',
  })
  releasable: boolean;
}
