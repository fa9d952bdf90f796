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
 * What one captured line bills: quantity x unit price, the fee on that amount rounded once
 * with the product's rule (percentOf: half away from zero), taxes 0. Rounding per line means
 * the invoice fee is the sum of the line fees, never a separately rounded figure.
 */
export function lineAmounts(quantity: number, unitPrice: string, feePct: string): LineAmounts {
  const lineTotal = quantity * toCents(unitPrice);
  return { lineTotal, lineServiceFee: percentOf(lineTotal, feePct), lineTaxes: 0 };
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
 * a line bills its subtotal plus its own fee, each already rounded to the cent at capture, and
 * the invoice's fee is the sum of those very line fees (invoiceTotals). So her lines add up to
 * her subtotal exactly, with no rounding of their own, and subtotal + taxes = total.
 */

/** A line's amount for the client: its subtotal with its fee, "67.47". */
export function feeInclusiveLineTotal(line: { lineTotal: string; lineServiceFee: string }): string {
  return fromCents(toCents(line.lineTotal) + toCents(line.lineServiceFee));
}

/** An invoice's subtotal for the client: the sum of her lines, i.e. the total before taxes. */
export function feeInclusiveSubtotal(invoice: { originalSubtotal: string; serviceFee: string }): string {
  return fromCents(toCents(invoice.originalSubtotal) + toCents(invoice.serviceFee));
}
