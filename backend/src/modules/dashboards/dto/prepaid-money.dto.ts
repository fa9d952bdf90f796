import { ApiProperty } from '@nestjs/swagger';

/** Money paid ahead of invoices: deposits held for tasks, deposits asked for, and client credit. */
export class PrepaidMoneyDto {
  @ApiProperty({ example: '200.00', description: 'Deposits paid and not yet taken by an invoice' })
  depositsHeld: string;

  @ApiProperty({ example: '150.00', description: 'Deposits asked for and not paid yet' })
  depositsRequested: string;

  @ApiProperty({ description: 'How many deposits are asked for and not paid yet' })
  depositsRequestedCount: number;

  @ApiProperty({ example: '25.00', description: 'Credit that pays the next invoices first' })
  credit: string;
}
