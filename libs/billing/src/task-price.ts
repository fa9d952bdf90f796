import { lineAmounts } from './captures';
import type { Cents } from './cents';

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
 * The price of a task's items as its invoices bill them: units on an invoice at what the
 * invoice lines billed (their own prices and fees), less what credit notes gave back; every
 * other unit at its price and fee at the task's percent now, as a capture will bill them. So
 * the price, the invoices and the budget meter agree to the cent. Taxes are 0.
 */
export function priceTask(items: readonly PricedItem[], feePercent: string): TaskPrice {
  let subtotal = 0;
  let serviceFee = 0;
  for (const item of items) {
    const unbilled = lineAmounts(Math.max(0, item.quantity - item.billedQuantity), item.unitPrice, feePercent);
    subtotal += item.billedSubtotal + unbilled.lineTotal;
    serviceFee += item.billedFee + unbilled.lineServiceFee;
  }
  return { subtotal, serviceFee, total: subtotal + serviceFee };
}
