import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethod } from '@atelier/billing';

/** A payment on an invoice, the same for both parties. */
export class PaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '120.00' })
  amount: string;

  @ApiProperty({ enum: PAYMENT_METHODS, description: '`deposit`: drawn from the deposit held for the task' })
  method: PaymentMethod;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-03', description: 'The day it was received' })
  paidOn: string;

  @ApiProperty({ type: String, nullable: true, example: 'Check 1042' })
  reference: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was recorded' })
  recordedAt: Date;
}
