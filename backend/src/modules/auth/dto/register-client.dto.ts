import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { COUNTRY_NAMES, type CountryName } from '../../clients/countries';
import { DisplayNameField } from '../../users/dto/display-name.field';
import { NonBlankText, OptionalText } from '../../../common/validation/text-fields';
import { EmailField, NewPasswordField } from './credential-fields';

/** Shipping lines are checked only with a shipping address; without one, billing is copied. */
const withShippingAddress = {
  requiredIf: (dto: object) => (dto as RegisterClientDto).shippingAddress !== undefined,
  description: 'Required with shippingAddress',
};

/**
 * A country of GET /api/countries by its English name (what the client row stores and the
 * invoice prints); left out, it is the default.
 */
function OptionalCountryField(label: string, description: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsIn(COUNTRY_NAMES, { message: `${label} must be a country from the list` }),
    ApiProperty({
      enum: COUNTRY_NAMES,
      enumName: 'CountryName',
      required: false,
      example: 'United States',
      description,
    }),
  );
}

/** Digits with the usual separators, at least 7 digits: permissive enough for any country. */
const PHONE_PATTERN = /^(?=(?:\D*\d){7})[+\d\s().-]+$/;

/**
 * The registration payload (docs/product-rules.md, "Registration payload"). Exactly one of
 * inviteCode (invitation method) and shopperId (selection method) is required; the service checks
 * that pair. Lengths follow the clients table.
 */
export class RegisterClientDto {
  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @DisplayNameField()
  displayName: string;

  @NonBlankText('First name', 100, { example: 'Jane' })
  firstName: string;

  @NonBlankText('Last name', 100, { example: 'Doe' })
  lastName: string;

  // Decorators run bottom-up: a missing phone reads "required", not "invalid".
  @Matches(PHONE_PATTERN, { message: 'Invalid phone number' })
  @NonBlankText('Phone number', 32, { example: '+1 (555) 010-0199' })
  phone: string;

  @NonBlankText('Billing address', 255, { example: '1 Main St' })
  billingAddress: string;

  @OptionalText('Billing address line 2', 255, { example: 'Apt 4' })
  billingAddress2?: string;

  @NonBlankText('Billing city', 100, { example: 'Springfield' })
  billingCity: string;

  @NonBlankText('Billing state', 100, { example: 'IL' })
  billingState: string;

  @NonBlankText('Billing ZIP', 20, { example: '62701' })
  billingZip: string;

  @OptionalCountryField('Billing country', 'Defaults to United States')
  billingCountry?: CountryName;

  @OptionalText('Shipping address', 255, { description: 'When absent, every shipping field is copied from billing' })
  shippingAddress?: string;

  @OptionalText('Shipping address line 2', 255)
  shippingAddress2?: string;

  @NonBlankText('Shipping city', 100, withShippingAddress)
  shippingCity?: string;

  @NonBlankText('Shipping state', 100, withShippingAddress)
  shippingState?: string;

  @NonBlankText('Shipping ZIP', 20, withShippingAddress)
  shippingZip?: string;

  @OptionalCountryField('Shipping country', 'Defaults to the billing country')
  shippingCountry?: CountryName;

  @OptionalText('Invitation code', 32, {
    example: 'K7QX2M9PRT',
    description: 'Invitation method; codes are case-insensitive',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  inviteCode?: string;

  @OptionalText('Shopper', 36, { description: 'Selection method: the id of an existing shopper' })
  shopperId?: string;
}
