import { ApiProperty } from '@nestjs/swagger';

/**
 * The price of a task's items now (taxes are 0). `total` is what would be billed, fee
 * included, for both parties; `serviceFee` is sent to the shopper only, because the spec
 * shows clients the invoice without the service fee line ("Service fees are visible only
 * to the shopper").
 */
export class TaskPricingDto {
  @ApiProperty({ example: '59.97', description: 'Sum of quantity x unit price' })
  subtotal: string;

  @ApiProperty({
    example: '7.50',
    required: false,
    description: 'Shoppers only: subtotal x effective fee percent, rounded half away from zero',
  })
  serviceFee?: string;

  @ApiProperty({ example: '67.47', description: 'subtotal + service fee (+ taxes, 0)' })
  total: string;
}
