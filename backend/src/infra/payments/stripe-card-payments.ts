import Stripe from 'stripe';
import type { StripeConfig } from '../../config/app-config';
import {
  CardPaymentProvider,
  type CheckoutRequest,
  type CreatedCheckout,
  type ProviderEvent,
  type ProviderRefund,
  ProviderSignatureError,
} from './card-payment-provider';

/**
 * Stripe Connect: each shopper's Express account takes her clients' payments directly (the
 * session is created on her account), and her account's events reach the platform's Connect
 * webhook with `account` set. STRIPE_API_URL points the SDK at another Stripe-compatible server.
 */
export class StripeCardPayments extends CardPaymentProvider {
  readonly enabled = true;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    super();
    const api = config.apiUrl;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api && {
        protocol: api.protocol === 'https:' ? 'https' : 'http',
        host: api.hostname,
        port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
      }),
    });
  }

  async createAccount(email: string, key: string): Promise<string> {
    const account = await this.stripe.accounts.create(
      { type: 'express', email, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } },
      { idempotencyKey: key },
    );
    return account.id;
  }

  async onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
    });
    return link.url;
  }

  async accountReady(accountId: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return account.charges_enabled ?? false;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.checkoutId,
        metadata: { checkoutId: request.checkoutId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { stripeAccount: request.accountId, idempotencyKey: `checkout-${request.checkoutId}` },
    );
    if (!session.url) throw new Error(`Checkout session ${session.id} came without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async refund(accountId: string, paymentIntentId: string, amountCents: number, key: string): Promise<ProviderRefund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents },
      { stripeAccount: accountId, idempotencyKey: key },
    );
    return { id: refund.id, status: refundStatusOf(refund) };
  }

  async refundStatus(accountId: string, refundId: string): Promise<ProviderRefund['status']> {
    return refundStatusOf(await this.stripe.refunds.retrieve(refundId, {}, { stripeAccount: accountId }));
  }

  readEvent(body: Buffer, signature: string): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(body, signature, this.config.webhookSecret);
    } catch (error) {
      throw new ProviderSignatureError(error instanceof Error ? error.message : String(error));
    }
    return toProviderEvent(event);
  }
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  const accountId = event.account ?? null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A bank debit completes the session unpaid: the money is confirmed by async_payment_succeeded.
      if (session.payment_status === 'unpaid') {
        return { ...base, kind: 'checkout-processing', accountId, sessionId: session.id };
      }
      return {
        ...base,
        kind: 'checkout-paid',
        accountId,
        sessionId: session.id,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        paymentIntentId: idOf(session.payment_intent),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...base, kind: 'checkout-failed', accountId, sessionId: event.data.object.id };
    case 'account.updated':
      return { ...base, kind: 'account-updated', accountId: event.data.object.id };
    case 'charge.refunded':
      return {
        ...base,
        kind: 'refunds-changed',
        accountId,
        paymentIntentId: idOf(event.data.object.payment_intent),
        refundId: null,
      };
    case 'refund.updated':
    case 'refund.failed':
      return {
        ...base,
        kind: 'refunds-changed',
        accountId,
        paymentIntentId: idOf(event.data.object.payment_intent),
        refundId: event.data.object.id,
      };
    default:
      return { ...base, kind: 'other' };
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's pending, requires_action and canceled as the product counts them: not yet given back, given back, or not. */
function refundStatusOf(refund: Stripe.Refund): ProviderRefund['status'] {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}
