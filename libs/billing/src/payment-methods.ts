/**
 * How a payment reached the shopper, and its name in every screen, email and document. The
 * shopper records any but `deposit`, which is the deposit held for the task drawn on by an
 * invoice finalized there.
 */
export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  zelle: 'Zelle',
  check: 'Check',
  other: 'Other',
  deposit: 'Deposit',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
export type RecordedPaymentMethod = Exclude<PaymentMethod, 'deposit'>;
export const RECORDED_PAYMENT_METHODS = PAYMENT_METHODS.filter(
  (method): method is RecordedPaymentMethod => method !== 'deposit',
);
