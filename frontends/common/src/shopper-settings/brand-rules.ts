import type { Schemas } from '../api/typed';

/** The server's limits of the brand and payment fields (characters). */
export const BRAND_LIMITS = {
  businessName: 120,
  businessAddress: 500,
  paymentInstructions: 1000,
  paymentLink: 1024,
} as const;

/** The server's message, word for word. */
export const PAYMENT_LINK_MESSAGE = 'Please enter a valid https payment link.';

/** The brand and payment fields as the settings form holds them ('' for "not set"). */
export interface BrandValues {
  businessName?: string;
  businessAddress?: string;
  paymentInstructions?: string;
  paymentLink?: string;
}

/** An https address with a dotted host name and no spaces, as the server checks it. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Blank is fine (the link is optional); anything else must be an https link once trimmed. */
export function isOptionalPaymentLink(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || isHttpsUrl(trimmed);
}

/** The form's starting values from GET /api/shoppers/me. */
export function toBrandFormValues(settings: Schemas['ShopperSettingsDto']): Required<BrandValues> {
  return {
    businessName: settings.businessName ?? '',
    businessAddress: settings.businessAddress ?? '',
    paymentInstructions: settings.paymentInstructions ?? '',
    paymentLink: settings.paymentLink ?? '',
  };
}

/**
 * The PATCH body's part for the fields the form has (a form without them sends none, so they
 * keep their values): trimmed, blank as null (removes it).
 */
export function toBrandBody(values: BrandValues): Partial<Schemas['UpdateShopperSettingsDto']> {
  const body: Partial<Schemas['UpdateShopperSettingsDto']> = {};
  for (const field of ['businessName', 'businessAddress', 'paymentInstructions', 'paymentLink'] as const) {
    const value = values[field];
    if (value !== undefined) body[field] = value.trim() || null;
  }
  return body;
}
