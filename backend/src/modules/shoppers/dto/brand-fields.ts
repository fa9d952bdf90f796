import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, isURL, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { IsWellFormedText } from '../../../common/validation/well-formed-text';
import { isUploadUrl } from '../../../infra/storage/upload-keys';

/** Spec-style limits of the brand and payment fields (the columns are as wide). */
export const BRAND_LIMITS = {
  businessName: 120,
  businessAddress: 500,
  paymentInstructions: 1000,
  paymentLink: 1024,
  logoUrl: 1024,
} as const;

export const PAYMENT_LINK_MESSAGE = 'Please enter a valid https payment link.';
export const LOGO_URL_MESSAGE = 'The logo must be an image you uploaded as your logo.';

/**
 * Surrounding spaces go, Windows line breaks become "\n", and blank means "not set": the
 * settings form sends "" (or null) to clear a field.
 */
const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() || null : value;

/** Validated only when sent and not clearing. */
const whenSetting = (_dto: object, value: unknown) => value != null;

/** Optional free text (a name, an address, instructions): trimmed, null or "" clears it. */
export function OptionalBrandText(label: string, maxLength: number, docs: { example?: string; description?: string }) {
  const notText = `${label} must be text`;
  return applyDecorators(
    Transform(trimToNull),
    ValidateIf(whenSetting),
    IsString({ message: notText }),
    IsWellFormedText({ message: notText }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    ApiPropertyOptional({ type: String, nullable: true, maxLength, ...docs }),
  );
}

const isHttpsUrl = (value: unknown) =>
  typeof value === 'string' && isURL(value, { protocols: ['https'], require_protocol: true });

/** The optional payment link: an https URL (the client's browser opens it), at most 1024 characters. */
export function PaymentLinkField() {
  return applyDecorators(
    Transform(trimToNull),
    ValidateIf(whenSetting),
    // First: a lone surrogate is no URL, and isURL is not asked about it.
    IsWellFormedText({ message: PAYMENT_LINK_MESSAGE }),
    ValidateBy({ name: 'isHttpsUrl', validator: { validate: isHttpsUrl } }, { message: PAYMENT_LINK_MESSAGE }),
    MaxLength(BRAND_LIMITS.paymentLink, {
      message: `Payment link must be at most ${BRAND_LIMITS.paymentLink} characters`,
    }),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: BRAND_LIMITS.paymentLink,
      example: 'https://pay.example.com/harper',
      description: 'An https URL the client opens to pay ("Pay now"); trimmed; empty or null removes it',
    }),
  );
}

/** The logo: a URL answered by POST /api/shoppers/me/logo (never an image hosted elsewhere). */
export function LogoUrlField() {
  return applyDecorators(
    Transform(trimToNull),
    ValidateIf(whenSetting),
    ValidateBy(
      {
        name: 'isUploadedImageUrl',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' && value.length <= BRAND_LIMITS.logoUrl && isUploadUrl(value),
        },
      },
      { message: LOGO_URL_MESSAGE },
    ),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: BRAND_LIMITS.logoUrl,
      example: '/files/uploads/ab/ab12….png',
      description: 'A URL from POST /api/shoppers/me/logo (by the caller); empty or null removes the logo',
    }),
  );
}
