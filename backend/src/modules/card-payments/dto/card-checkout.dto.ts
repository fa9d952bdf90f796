import { ApiProperty } from '@nestjs/swagger';
import {
  CHECKOUT_KINDS,
  CHECKOUT_STATUSES,
  type CheckoutKind,
  type CheckoutStatus,
} from '../entities/card-checkout.entity';

/** A checkout the client came back from: whether its payment has been confirmed yet. */
export class CardCheckoutDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CHECKOUT_KINDS })
  kind: CheckoutKind;

  @ApiProperty({ format: 'uuid', description: 'The invoice or deposit it pays' })
  targetId: string;

  @ApiProperty({ format: 'uuid' })
  taskId: string;

  @ApiProperty({ example: '120.50' })
  amount: string;

  @ApiProperty({
    enum: CHECKOUT_STATUSES,
    description: 'OPEN and PROCESSING: not confirmed yet; PAID: recorded; FAILED: the payment failed or expired',
  })
  status: CheckoutStatus;
}
