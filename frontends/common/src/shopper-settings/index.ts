/**
 * The shopper's default service fee and social media link (spec sections 2, 5 and 8): the
 * form fields with their rules, and the query and save hooks; used by /profile and
 * /shopper-settings.
 */
export { ShopperSettingsFields } from './ShopperSettingsFields';
export { useSaveShopperSettings, useShopperSettings } from './use-shopper-settings';
export { toSettingsFormValues } from './shopper-settings-rules';
export type { ShopperSettingsValues } from './shopper-settings-rules';
