import { type Cents, percentOf, toCents } from '../../common/money/money';

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
