import { lineAmounts, type LineAmounts } from './captures';
import { type Cents, fromCents, toCents } from './cents';

export interface InvoiceTotals {
  subtotal: Cents;
  serviceFee: Cents;
  /** Always 0 (docs/product-rules.md, "Service fee"). */
  taxes: Cents;
  total: Cents;
}

/**
 * The totals of a document's lines: the sums of their amounts, never a fee taken again on the
 * subtotal, so an invoice or a credit note always agrees with its own lines to the cent.
 */
export function sumLines(lines: readonly LineAmounts[]): InvoiceTotals {
  let subtotal = 0;
  let serviceFee = 0;
  let taxes = 0;
  for (const line of lines) {
    subtotal += line.lineTotal;
    serviceFee += line.lineServiceFee;
    taxes += line.lineTaxes;
  }
  return { subtotal, serviceFee, taxes, total: subtotal + serviceFee + taxes };
}

/** sumLines over lines as they are stored and sent: two-decimal strings. */
export function invoiceTotals(
  lines: readonly { lineTotal: string; lineServiceFee: string; lineTaxes: string }[],
): InvoiceTotals {
  return sumLines(
    lines.map((line) => ({
      lineTotal: toCents(line.lineTotal),
      lineServiceFee: toCents(line.lineServiceFee),
      lineTaxes: toCents(line.lineTaxes),
    })),
  );
}

/** An item chosen in the finalize or capture dialog: how many units, at its unit price ("19.99"). */
export interface PreviewLine {
  quantity: number;
  unitPrice: string;
}

/**
 * What capturing these lines at `feePct` would bill: the finalize dialog's preview, computed as
 * the capture computes its lines (lineAmounts), so the dialog shows what the invoice will hold.
 */
export function previewTotals(lines: readonly PreviewLine[], feePct: string): InvoiceTotals {
  return sumLines(lines.map((line) => lineAmounts(line.quantity, line.unitPrice, feePct)));
}

/*
 * The client's amounts. Her invoice has no fee line, so every amount she reads carries the fee:
 * a line bills its subtotal plus its own fee, each already in whole cents, and the invoice's fee
 * is the sum of those very line fees. So her lines add up to her subtotal exactly, with no
 * rounding of their own, and subtotal + taxes = total.
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
