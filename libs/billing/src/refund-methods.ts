/**
 * How money owed back to a client (paid beyond what she kept, after a return) goes back to her,
 * and its name wherever it shows: to her card through the payment provider, kept as her credit
 * with the shopper (her next invoice draws it), or given back outside Atelier.
 */
export const REFUND_METHOD_LABELS = {
  card: 'Refund to card',
  credit: 'Kept as credit',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  zelle: 'Zelle',
  check: 'Check',
  other: 'Other',
} as const;

export type RefundMethod = keyof typeof REFUND_METHOD_LABELS;
export const REFUND_METHODS = Object.keys(REFUND_METHOD_LABELS) as RefundMethod[];
