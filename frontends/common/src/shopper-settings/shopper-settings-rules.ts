import type { PaymentTermDays } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { type BrandValues, toBrandBody } from './brand-rules';

/** docs/product-rules.md, "Service fee": the default service fee is 0 to 50 percent in steps of 0.01. */
export const FEE_MIN_PCT = 0;
export const FEE_MAX_PCT = 50;
export const FEE_STEP_PCT = 0.01;
export const FEE_RANGE_MESSAGE = 'Service Fee must be between 0% and 50%.';
export const SOCIAL_URL_MESSAGE = 'Please enter a valid social media URL.';

/**
 * What the settings form holds once its rules pass (the fee input yields a number); the brand
 * and payment fields only where the form shows them (/shopper-settings).
 */
export interface ShopperSettingsValues extends BrandValues {
  defaultFeePct: number;
  socialMediaUrl?: string;
  /** Only where the form shows the switch (/shopper-settings). */
  acceptsNewClients?: boolean;
  /** Only where the form shows the payment fields (/shopper-settings). */
  paymentTermDays?: PaymentTermDays;
}

/**
 * The fee in hundredths of a percent: an integer, so the range check and the two-decimal text
 * never meet binary float noise (50.01 is 5001, not 50.0099999…).
 */
function feeHundredths(pct: number): number {
  return Math.round(pct * 100);
}

export function isFeeInRange(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < FEE_MIN_PCT) return false;
  return feeHundredths(value) <= feeHundredths(FEE_MAX_PCT);
}

/** The api's two-decimal text: 15.5 → "15.50". */
export function formatFeePct(pct: number): string {
  const hundredths = feeHundredths(pct);
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** An http(s) address with a dotted host name, as the server checks it. */
export function isSocialUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Blank is fine (the link is optional); anything else must be a valid link once trimmed. */
export function isOptionalSocialUrl(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || isSocialUrl(trimmed);
}

/** The form's starting values from GET /api/shoppers/me. */
export function toSettingsFormValues(settings: Schemas['ShopperSettingsDto']): ShopperSettingsValues {
  return { defaultFeePct: Number.parseFloat(settings.defaultFeePct), socialMediaUrl: settings.socialMediaUrl ?? '' };
}

/**
 * The PATCH body: the fee with two decimals, the link trimmed; a blank link is null (removes
 * it). The new-clients switch, brand and payment fields and the payment terms go only when the
 * form has them.
 */
export function toSettingsBody(values: ShopperSettingsValues): Schemas['UpdateShopperSettingsDto'] {
  return {
    defaultFeePct: formatFeePct(values.defaultFeePct),
    socialMediaUrl: values.socialMediaUrl?.trim() || null,
    ...(values.acceptsNewClients === undefined ? {} : { acceptsNewClients: values.acceptsNewClients }),
    ...(values.paymentTermDays === undefined ? {} : { paymentTermDays: values.paymentTermDays }),
    ...toBrandBody(values),
  };
}
