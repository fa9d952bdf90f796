import { ApiProperty } from '@nestjs/swagger';

/*
 * A credit note in each reader's shape, like invoices (../dto/invoice-view.dto.ts): the
 * client's has no fee fields, her amounts carry the fee; the shopper's keep the breakdown.
 */

abstract class CreditNoteLineFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({ description: "The item's name" })
  name: string;

  @ApiProperty({ type: 'integer', description: 'Units given back' })
  quantity: number;
}

export class ClientCreditNoteLineDto extends CreditNoteLineFieldsDto {
  @ApiProperty({ example: '22.49', description: 'What the line gives back, the service fee included' })
  lineTotal: string;
}

export class CreditNoteLineDto extends CreditNoteLineFieldsDto {
  @ApiProperty({ example: '19.99', description: "The invoice line's unit price" })
  unitPrice: string;

  @ApiProperty({ example: '12.50', description: "The invoice line's fee percent" })
  feePct: string;

  @ApiProperty({ example: '19.99', description: 'quantity x unitPrice, before fee' })
  lineTotal: string;

  @ApiProperty({ example: '2.50', description: 'The service fee given back with it' })
  lineServiceFee: string;
}

abstract class CreditNoteFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  invoiceId: string;

  @ApiProperty({ example: 'CN-0001', description: 'Unique per shopper' })
  number: string;

  @ApiProperty({ type: String, nullable: true, example: 'Wrong size' })
  reason: string | null;

  @ApiProperty({ example: '0.00' })
  taxes: string;

  @ApiProperty({ example: '22.49', description: 'What goes back to the client: subtotal + fee + taxes' })
  total: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class ClientCreditNoteDto extends CreditNoteFieldsDto {
  @ApiProperty({ example: '22.49', description: 'Sum of her line totals (the service fee included)' })
  subtotal: string;

  @ApiProperty({ type: [ClientCreditNoteLineDto] })
  lines: ClientCreditNoteLineDto[];
}

export class CreditNoteDto extends CreditNoteFieldsDto {
  @ApiProperty({ example: '19.99', description: 'Sum of the line totals (before fee)' })
  subtotal: string;

  @ApiProperty({ example: '2.50', description: 'Sum of the line fees' })
  serviceFee: string;

  @ApiProperty({ type: [CreditNoteLineDto] })
  lines: CreditNoteLineDto[];
}
