import { type Cents, percentOf, toCents } from '../../common/money/money';

export interface TaskPrice {
  subtotal: Cents;
  serviceFee: Cents;
  total: Cents;
}

/** An item as priced: what invoices hold of it (DUE or PAID, net of returns) and what they do not. */
export interface PricedItem {
  quantity: number;
  unitPrice: string;
  /** Units on invoices that are not VOID. */
  billedQuantity: number;
  /** What those invoice lines bill, less what credit notes gave back of them, in cents. */
  billedSubtotal: Cents;
  billedFee: Cents;
}

/**
 * The price of a task's items in integer cents, as its invoices bill them: units on an invoice
 * at what the invoice lines billed (their own prices and fees), less what credit notes gave
 * back; every other unit at quantity x unit price with its fee rounded per item at the task's
 * percent now (percentOf, the product's one rounding rule, as a capture rounds each line). So
 * the price, the invoices and the budget meter agree to the cent. Taxes are 0.
 */
export function priceTask(items: readonly PricedItem[], feePercent: string): TaskPrice {
  let subtotal = 0;
  let serviceFee = 0;
  for (const item of items) {
    const unbilled = Math.max(0, item.quantity - item.billedQuantity) * toCents(item.unitPrice);
    subtotal += item.billedSubtotal + unbilled;
    serviceFee += item.billedFee + percentOf(unbilled, feePercent);
  }
  return { subtotal, serviceFee, total: subtotal + serviceFee };
}
