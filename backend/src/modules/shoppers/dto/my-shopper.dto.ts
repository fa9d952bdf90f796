import { ApiProperty } from '@nestjs/swagger';

export class MyShopperProfileDto {
  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl: string | null;
}

export class MyShopperAccountDto {
  @ApiProperty({ format: 'email' })
  email: string;
}

/** The shopper a client belongs to, as the client's shopper card and profile page show it. */
export class MyShopperDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: MyShopperProfileDto })
  profile: MyShopperProfileDto;

  @ApiProperty({ type: MyShopperAccountDto })
  user: MyShopperAccountDto;

  @ApiProperty({ type: String, format: 'date-time', description: 'Member since' })
  createdAt: Date;

  @ApiProperty({ type: String, nullable: true })
  socialMediaUrl: string | null;

  @ApiProperty({ example: '12.50' })
  defaultFeePct: string;

  @ApiProperty({ type: String, nullable: true, example: 'Harper & Co. Styling' })
  businessName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Zelle to harper@example.com, or card via the link',
    description: 'How to pay the shopper (free text, several lines)',
  })
  paymentInstructions: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://pay.example.com/harper',
    description: 'An https URL to pay the shopper ("Pay now" while an invoice is due)',
  })
  paymentLink: string | null;

  @ApiProperty({ description: 'Her clients pay invoices and deposits by card through Checkout ("Pay $X now")' })
  acceptsCards: boolean;
}
