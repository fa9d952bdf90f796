import { ApiProperty } from '@nestjs/swagger';

const UNKNOWN_COUNTRY =
  'null when not known yet (an address from before countries were asked that does not look American)';

/** A client's own phone and addresses, as /settings shows them. */
export class ContactDetailsDto {
  @ApiProperty({ example: '+1 (555) 010-0199' })
  phone: string;

  @ApiProperty()
  billingAddress: string;

  @ApiProperty({ type: String, nullable: true })
  billingAddress2: string | null;

  @ApiProperty()
  billingCity: string;

  @ApiProperty()
  billingState: string;

  @ApiProperty()
  billingZip: string;

  @ApiProperty({ type: String, nullable: true, description: `English country name; ${UNKNOWN_COUNTRY}` })
  billingCountry: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'null when no shipping address was ever given' })
  shippingAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  shippingAddress2: string | null;

  @ApiProperty({ type: String, nullable: true })
  shippingCity: string | null;

  @ApiProperty({ type: String, nullable: true })
  shippingState: string | null;

  @ApiProperty({ type: String, nullable: true })
  shippingZip: string | null;

  @ApiProperty({ type: String, nullable: true, description: `English country name; ${UNKNOWN_COUNTRY}` })
  shippingCountry: string | null;
}
