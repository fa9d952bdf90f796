import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_TERM_DAYS } from '@atelier/billing';
import type { UserRole } from '../../users/entities/user.entity';

export class ShopperAccountDto {
  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: ['SHOPPER'] })
  role: UserRole;
}

/** The signed-in shopper's own record, as shown and edited on the settings screen. */
export const CARD_PAYMENT_STATES = ['unavailable', 'not-connected', 'pending', 'ready'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

export class ShopperSettingsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ example: '12.50', description: 'Default service fee percent, two decimals' })
  defaultFeePct: string;

  @ApiProperty({ type: String, nullable: true, example: 'https://instagram.com/ava.styles' })
  socialMediaUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Harper & Co. Styling' })
  businessName: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Several lines, separated by "\\n"' })
  businessAddress: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Zelle to harper@example.com, or card via the link' })
  paymentInstructions: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'https://pay.example.com/harper' })
  paymentLink: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/files/uploads/ab/ab12….png' })
  logoUrl: string | null;

  @ApiProperty({
    description:
      'Listed on the public list of registration, where new clients may choose her; her invite codes work either way',
  })
  acceptsNewClients: boolean;

  @ApiProperty({ enum: PAYMENT_TERM_DAYS, description: 'Days a client has to pay a finalized invoice (0: on receipt)' })
  paymentTermDays: number;

  @ApiProperty({
    enum: CARD_PAYMENT_STATES,
    description:
      'Card payments to her Stripe account: unavailable on this installation, not connected, connected but not yet taking charges (pending), or ready',
  })
  cardPayments: CardPaymentState;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: ShopperAccountDto })
  user: ShopperAccountDto;
}
