import { REFUND_METHODS, type RefundMethod } from '@atelier/billing';

/**
 * How what is left of a deposit goes back: every way a refund goes but to the card, which
 * would need the deposit's own card payment refunded through Stripe (not offered yet: the
 * shopper refunds it from her Stripe dashboard and records it as `other`).
 */
export type DepositReleaseMethod = Exclude<RefundMethod, 'card'>;
export const DEPOSIT_RELEASE_METHODS = REFUND_METHODS.filter(
  (method): method is DepositReleaseMethod => method !== 'card',
);
