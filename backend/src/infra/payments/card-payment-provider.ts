/** What a Checkout session asks the client to pay, on the shopper's own account. */
export interface CheckoutRequest {
  /** The shopper's connected account, which takes the charge. */
  accountId: string;
  amountCents: number;
  currency: string;
  /** The line the checkout page shows: "Invoice INV-2026-0004", "Deposit for Spring wardrobe". */
  description: string;
  customerEmail: string;
  /** Our checkout's id: sent as the session's reference, and the key that makes a retried create one session. */
  checkoutId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

/**
 * What the provider reports to the webhook, in the product's words. `paid` carries what was
 * charged, so the amount and currency are checked against what the checkout asked for.
 */
export type ProviderEvent = { id: string; type: string } & (
  | {
      kind: 'checkout-paid';
      accountId: string | null;
      sessionId: string;
      amountCents: number;
      currency: string;
      paymentIntentId: string | null;
    }
  | { kind: 'checkout-processing'; accountId: string | null; sessionId: string }
  | { kind: 'checkout-failed'; accountId: string | null; sessionId: string }
  | { kind: 'account-updated'; accountId: string }
  /** A refund moved on (charge.refunded, refund.updated, refund.failed): re-read those of the payment. */
  | { kind: 'refunds-changed'; accountId: string | null; paymentIntentId: string | null; refundId: string | null }
  | { kind: 'other' }
);

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** The signature did not match the webhook's secret (or the body was not an event): answered 400. */
export class ProviderSignatureError extends Error {}

/**
 * The port card payments go through: Stripe with STRIPE_SECRET_KEY (Connect onboarding, Checkout
 * on the shopper's account, signed webhooks), none without, when clients pay by the shopper's
 * link and she records payments herself. No card data ever reaches Atelier: the client types it
 * on the provider's page.
 */
export abstract class CardPaymentProvider {
  /** false: no card payments on this installation. */
  abstract readonly enabled: boolean;
  /** A new connected account for the shopper; `key` makes a retried call create one account. */
  abstract createAccount(email: string, key: string): Promise<string>;
  /** The onboarding page of her account, where she gives the provider her details. */
  abstract onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** Whether the account takes charges now. */
  abstract accountReady(accountId: string): Promise<boolean>;
  abstract createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Gives `amountCents` of the payment back to the card it came from; `key` makes a retried call one refund. */
  abstract refund(
    accountId: string,
    paymentIntentId: string,
    amountCents: number,
    key: string,
  ): Promise<ProviderRefund>;
  abstract refundStatus(accountId: string, refundId: string): Promise<ProviderRefund['status']>;
  /** Throws a ProviderSignatureError unless the body is an event the provider signed. */
  abstract readEvent(body: Buffer, signature: string): ProviderEvent;
}
