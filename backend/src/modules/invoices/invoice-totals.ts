import { type Cents, fromCents, percentOf, toCents } from '../../common/money/money';

/** DECIMAL(10,2), the type of every amount column: the largest amount a line or an invoice holds. */
export const MAX_AMOUNT_CENTS: Cents = 99_999_999_99;
export const MAX_AMOUNT_TEXT = '$99,999,999.99';

export interface LineAmounts {
  lineTotal: Cents;
  lineServiceFee: Cents;
  lineTaxes: Cents;
}

/**
 * The product's one pricing rule, in integer cents: a unit's service fee is its price x the
 * percent, rounded half away from zero (percentOf), once per unit. What the client pays for a
 * unit is its price plus that fee, and everything she reads is a whole number of such units:
 * her item card (quantity x her unit price), her invoice line, her budget meter, her PDF and
 * her emails. So the same piece costs her the same to the cent wherever she reads it, and the
 * amounts add up exactly, however the units are split over captures and returns.
 */
export function unitServiceFee(unitPrice: string, feePct: string): Cents {
  return percentOf(toCents(unitPrice), feePct);
}

/** What the client pays for one unit: the price with its fee folded in, "22.49". */
export function clientUnitPrice(unitPrice: string, feePct: string): string {
  return fromCents(toCents(unitPrice) + unitServiceFee(unitPrice, feePct));
}

/** What `quantity` units bill: quantity x unit price, quantity x the unit's fee, taxes 0. */
export function lineAmounts(quantity: number, unitPrice: string, feePct: string): LineAmounts {
  return {
    lineTotal: quantity * toCents(unitPrice),
    lineServiceFee: quantity * unitServiceFee(unitPrice, feePct),
    lineTaxes: 0,
  };
}

export interface InvoiceTotals {
  originalSubtotal: Cents;
  serviceFee: Cents;
  taxes: Cents;
  total: Cents;
}

/** An invoice's totals: the sums of its lines' amounts, so they always agree with the lines. */
export function invoiceTotals(
  lines: readonly { lineTotal: string; lineServiceFee: string; lineTaxes: string }[],
): InvoiceTotals {
  let originalSubtotal = 0;
  let serviceFee = 0;
  let taxes = 0;
  for (const line of lines) {
    originalSubtotal += toCents(line.lineTotal);
    serviceFee += toCents(line.lineServiceFee);
    taxes += toCents(line.lineTaxes);
  }
  return { originalSubtotal, serviceFee, taxes, total: originalSubtotal + serviceFee + taxes };
}

/*
 * The client's amounts. Her invoice has no fee line, so every amount she reads carries the fee:
 * a line bills its subtotal plus its own fee, each already in whole cents, and the invoice's fee
 * is the sum of those very line fees (invoiceTotals). So her lines add up to her subtotal
 * exactly, with no rounding of their own, and subtotal + taxes = total.
 */

/** A line's amount for the client: its subtotal with its fee, "67.47". */
export function feeInclusiveLineTotal(line: { lineTotal: string; lineServiceFee: string }): string {
  return fromCents(toCents(line.lineTotal) + toCents(line.lineServiceFee));
}

/** An invoice's subtotal for the client: the sum of her lines, i.e. the total before taxes. */
export function feeInclusiveSubtotal(invoice: { originalSubtotal: string; serviceFee: string }): string {
  return fromCents(toCents(invoice.originalSubtotal) + toCents(invoice.serviceFee));
}

/**
 * A line's unit price for the client, "22.49": its amount with the fee over its quantity. null
 * for a line billed before fees were counted per unit, whose amount may not divide evenly.
 */
export function feeInclusiveUnitPrice(
  quantity: number,
  line: { lineTotal: string; lineServiceFee: string },
): string | null {
  const cents = toCents(line.lineTotal) + toCents(line.lineServiceFee);
  return quantity > 0 && cents % quantity === 0 ? fromCents(cents / quantity) : null;
}
