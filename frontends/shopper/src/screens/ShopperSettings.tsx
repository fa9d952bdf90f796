import { Placeholder } from './Placeholder';

/** PLACEHOLDER — default fee and social link (spec section 2, "Shopper settings"). */
export default function ShopperSettings() {
  return <Placeholder title="Shopper Settings" route="/shopper-settings" />;
}
