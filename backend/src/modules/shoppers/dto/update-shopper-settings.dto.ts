import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { PAYMENT_TERM_DAYS, type PaymentTermDays } from '@atelier/billing';
import { IsBoolean, IsIn, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { BRAND_LIMITS, LogoUrlField, OptionalBrandText, PaymentLinkField } from './brand-fields';
import { IsFeePercent } from './is-fee-percent.validator';

const FEE_MESSAGE = 'Service fee must be between 0% and 50%.';
const URL_MESSAGE = 'Please enter a valid social media URL.';
export const PAYMENT_TERMS_MESSAGE = 'Payment terms must be due on receipt or 7, 14 or 30 days.';

/** Blank means "no link": the settings form sends "" to clear it. */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Shopper settings; a field left out keeps its value. */
export class UpdateShopperSettingsDto {
  @ApiPropertyOptional({
    oneOf: [
      { type: 'string', example: '12.50' },
      { type: 'number', example: 12.5 },
    ],
    description: 'Percent 0 to 50, at most two decimals; stored and answered as "12.50"',
  })
  // Only an absent field means "unchanged"; null is a bad value, not a way to skip validation.
  @ValidateIf((_dto, value) => value !== undefined)
  @IsFeePercent({ message: FEE_MESSAGE })
  defaultFeePct?: string | number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'http(s) URL; trimmed; empty or null removes the link',
  })
  @Transform(trimToNull)
  @ValidateIf((_dto, value) => value != null)
  // class-validator runs a property's decorators bottom-up and stops at the first failure:
  // the URL check comes first so a non-string gets the URL message, not the length one.
  @MaxLength(1024, { message: 'Social media URL must be at most 1024 characters' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: URL_MESSAGE })
  socialMediaUrl?: string | null;

  @OptionalBrandText('Business name', BRAND_LIMITS.businessName, {
    example: 'Harper & Co. Styling',
    description: 'Printed at the top of invoices; trimmed; empty or null removes it',
  })
  businessName?: string | null;

  @OptionalBrandText('Business address', BRAND_LIMITS.businessAddress, {
    example: '12 Rue du Bac\nSuite 4\nNew York, NY 10001',
    description: 'Several lines, printed under the business name; trimmed; empty or null removes it',
  })
  businessAddress?: string | null;

  @OptionalBrandText('Payment instructions', BRAND_LIMITS.paymentInstructions, {
    example: 'Zelle to harper@example.com, or card via the link',
    description: "How clients pay, printed on due invoices and shown on the client's invoice; empty or null removes it",
  })
  paymentInstructions?: string | null;

  @PaymentLinkField()
  paymentLink?: string | null;

  @LogoUrlField()
  logoUrl?: string | null;

  @ApiPropertyOptional({
    enum: PAYMENT_TERM_DAYS,
    description: 'Days a client has to pay a finalized invoice: 0 is due on receipt; the due date is set at finalizing',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsIn(PAYMENT_TERM_DAYS, { message: PAYMENT_TERMS_MESSAGE })
  paymentTermDays?: PaymentTermDays;

  @ApiPropertyOptional({
    description:
      'Off: she leaves the public list of registration and nobody can choose her there; her invite codes still register clients',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsBoolean({ message: 'Accept new clients must be true or false' })
  acceptsNewClients?: boolean;
}
