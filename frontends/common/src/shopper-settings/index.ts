/**
 * The shopper's default service fee and social media link (docs/product-rules.md,
 * "Profile and shopper settings"): the form fields with their rules, and the query and save hooks;
 * used by /profile and /shopper-settings. Also her brand and payment details (business name,
 * address, payment instructions and link, logo) and whether new clients may choose her from the
 * public list, for /shopper-settings.
 */
export { ShopperSettingsFields } from './ShopperSettingsFields';
export { useSaveShopperSettings, useShopperSettings } from './use-shopper-settings';
export { toSettingsFormValues } from './shopper-settings-rules';
export type { ShopperSettingsValues } from './shopper-settings-rules';
export { BusinessPaymentFields } from './BusinessPaymentFields';
export { CardPaymentsConnect } from './CardPaymentsConnect';
export { NewClientsField } from './NewClientsField';
export { ShopperLogoPicker } from './ShopperLogoPicker';
export { useSaveShopperLogo } from './use-shopper-settings';
export {
  BRAND_LIMITS,
  isHttpsUrl,
  isOptionalPaymentLink,
  PAYMENT_LINK_MESSAGE,
  toBrandBody,
  toBrandFormValues,
} from './brand-rules';
export type { BrandValues } from './brand-rules';
