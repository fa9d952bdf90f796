import { ApiProperty } from '@nestjs/swagger';

/** The user's digest settings (/settings); security emails are always sent. */
export class EmailPreferencesDto {
  @ApiProperty({ description: 'Digests of new chat messages' })
  messages: boolean;

  @ApiProperty({ description: 'Digests of new items and of comments on photos' })
  itemsAndComments: boolean;

  @ApiProperty({ description: 'Digests of invoices finalized or paid' })
  invoices: boolean;

  @ApiProperty({ description: "A shopper's digests of clients who joined her and requests her clients submitted" })
  clientsAndRequests: boolean;

  @ApiProperty({
    description: 'Reminders about an unpaid invoice: the day before it is due, on the day, and two days after',
  })
  paymentReminders: boolean;
}
