/**
 * How a payment reached the shopper, and its name in every screen, email and document. The
 * shopper records any but the drawn ones: `deposit`, the deposit held for the task, and
 * `credit`, the client's credit with her, which an invoice finalized there draws on.
 */
export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  zelle: 'Zelle',
  check: 'Check',
  other: 'Other',
  deposit: 'Deposit',
  credit: 'Credit',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
export type DrawnPaymentMethod = 'deposit' | 'credit';
export type RecordedPaymentMethod = Exclude<PaymentMethod, DrawnPaymentMethod>;
export const RECORDED_PAYMENT_METHODS = PAYMENT_METHODS.filter(
  (method): method is RecordedPaymentMethod => method !== 'deposit' && method !== 'credit',
);
