import { type Cents, percentOf, toCents } from '../../common/money/money';

export interface TaskPrice {
  subtotal: Cents;
  serviceFee: Cents;
  total: Cents;
}

/**
 * The price of a task's items in integer cents: subtotal = sum of quantity x unit price,
 * the fee is the effective percent of the subtotal rounded once (the product's one rounding
 * rule, percentOf), taxes are 0.
 */
export function priceTask(items: readonly { quantity: number; unitPrice: string }[], feePercent: string): TaskPrice {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * toCents(item.unitPrice), 0);
  const serviceFee = percentOf(subtotal, feePercent);
  return { subtotal, serviceFee, total: subtotal + serviceFee };
}
