import { PickType } from '@nestjs/swagger';
import { NonBlankText, OptionalText } from '../../../common/validation/text-fields';
import { RegisterClientDto } from '../../auth/dto/register-client.dto';
import type { CountryName } from '../countries';
import { CountryField } from './country.field';

/**
 * A client's phone and addresses, all of them at once (the /settings form sends them together).
 * Phone and billing are checked exactly as registration checks them; shipping is required here
 * (the form copies billing when it is the same); both addresses need a country from the list.
 */
export class UpdateContactDetailsDto extends PickType(RegisterClientDto, [
  'phone',
  'billingAddress',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingZip',
] as const) {
  @CountryField('Billing country')
  billingCountry: CountryName;

  @NonBlankText('Shipping address', 255, { example: '1 Main St' })
  shippingAddress: string;

  @OptionalText('Shipping address line 2', 255, { example: 'Apt 4' })
  shippingAddress2?: string;

  @NonBlankText('Shipping city', 100, { example: 'Springfield' })
  shippingCity: string;

  @NonBlankText('Shipping state', 100, { example: 'IL' })
  shippingState: string;

  @NonBlankText('Shipping ZIP', 20, { example: '62701' })
  shippingZip: string;

  @CountryField('Shipping country')
  shippingCountry: CountryName;
}
