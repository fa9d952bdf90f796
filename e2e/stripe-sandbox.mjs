/**
 * The Stripe-compatible server of the journeys (backend/test/support/stripe-compatible-server.ts,
 * run by Node as it is): the app's STRIPE_API_URL, with the checkout and onboarding pages the
 * browser is sent to, delivering signed webhooks to the app; refunds succeed on their own.
 */
import { startStripeCompatibleServer } from '../backend/test/support/stripe-compatible-server.ts';

await startStripeCompatibleServer({
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  webhookUrl: process.env.STRIPE_SANDBOX_WEBHOOK_URL,
  port: Number(process.env.STRIPE_SANDBOX_PORT),
  // The bank's confirmation of a refund, as a moment later.
  settleRefundsAfterMs: 500,
});
