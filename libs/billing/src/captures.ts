import { type Cents, toCents } from './cents';
import { unitServiceFee } from './service-fee';

/** What one invoice or credit-note line bills, in cents. Taxes are 0 (docs/product-rules.md). */
export interface LineAmounts {
  lineTotal: Cents;
  lineServiceFee: Cents;
  lineTaxes: Cents;
}

/** What `quantity` units cost before fees: quantity × unit price. */
export function lineSubtotal(quantity: number, unitPrice: string): Cents {
  return quantity * toCents(unitPrice);
}

/**
 * What capturing `quantity` units bills: quantity × unit price, quantity × the unit's fee
 * (unitServiceFee: rounded per unit, never on the line), taxes 0. Rounding per unit is what
 * makes an item captured in parts bill what it would have in one go.
 */
export function lineAmounts(quantity: number, unitPrice: string, feePct: string): LineAmounts {
  return {
    lineTotal: lineSubtotal(quantity, unitPrice),
    lineServiceFee: quantity * unitServiceFee(unitPrice, feePct),
    lineTaxes: 0,
  };
}
