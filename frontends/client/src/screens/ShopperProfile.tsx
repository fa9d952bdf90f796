import { Placeholder } from './Placeholder';

/** PLACEHOLDER — the client's view of their shopper (spec section 2, "Client view of shopper"). */
export default function ShopperProfile() {
  return <Placeholder title="Your Personal Shopper" route="/shopper-profile" />;
}
