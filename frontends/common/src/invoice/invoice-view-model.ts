import { fromCents, isOverdue, toCents } from '@atelier/billing';
import type { AmountRow } from './AmountRows';
import type { AnyInvoice, AnyInvoiceLine } from './use-task-invoices';
import { formatDate, formatDay, todayAsDay } from '../format';

/** The service fee is in the shopper's answer only; the client's has no fee fields at all. */
function serviceFeeOf(invoice: AnyInvoice): { serviceFee: string; feePct: string } | null {
  return 'serviceFee' in invoice ? { serviceFee: invoice.serviceFee, feePct: invoice.feePct } : null;
}

/**
 * The percent to name beside "Service fee": the one every line was billed at. Lines keep the
 * fee of their capture, so after the task's fee changed they may differ: then none is named.
 */
export function feePercentLabel(invoiceFeePct: string, lines: readonly AnyInvoiceLine[]): string | null {
  const percents = new Set(lines.map((line) => ('feePctAtCapture' in line ? line.feePctAtCapture : invoiceFeePct)));
  if (percents.size === 0) return invoiceFeePct;
  return percents.size === 1 ? [...percents][0]! : null;
}

/** What comes off the invoice's total: its credit notes and its payments, with what they leave. */
export interface InvoiceAmounts {
  creditNotes: readonly { total: string }[];
  netTotal: string;
  payments: readonly { amount: string }[];
  amountPaid: string;
  balanceDue: string;
}

/**
 * Subtotal, the service fee (shopper only), taxes and total as stored on the invoice. With
 * credit notes, then Credits (their totals, negative); with payments, Paid (negative) and the
 * balance due, the emphasized row. With credit notes and no payment, the net total is that row:
 * "Balance due" for the client while the invoice is DUE, "Net total" otherwise.
 */
export function invoiceAmountRows(
  invoice: AnyInvoice,
  lines: readonly AnyInvoiceLine[],
  showFee: boolean,
  amounts?: InvoiceAmounts,
): AmountRow[] {
  const fee = showFee ? serviceFeeOf(invoice) : null;
  const rows: AmountRow[] = [{ label: 'Subtotal', amount: invoice.originalSubtotal }];
  if (fee) {
    const percent = feePercentLabel(fee.feePct, lines);
    rows.push({ label: percent ? `Service fee (${percent}%)` : 'Service fee', amount: fee.serviceFee });
  }
  const credited = amounts?.creditNotes.length ? amounts : null;
  const paid = amounts?.payments.length ? amounts : null;
  rows.push(
    { label: 'Taxes', amount: invoice.taxes },
    { label: 'Total', amount: invoice.total, emphasis: !credited && !paid },
  );
  if (credited) {
    const creditCents = credited.creditNotes.reduce((sum, note) => sum + toCents(note.total), 0);
    rows.push({ label: 'Credits', amount: fromCents(-creditCents) });
    if (!paid) {
      const label = !showFee && invoice.status === 'DUE' ? 'Balance due' : 'Net total';
      rows.push({ label, amount: credited.netTotal, emphasis: true });
    }
  }
  if (paid) {
    if (credited) rows.push({ label: 'Net total', amount: paid.netTotal });
    rows.push(
      { label: 'Paid', amount: fromCents(-toCents(paid.amountPaid)) },
      { label: 'Balance due', amount: paid.balanceDue, emphasis: true },
    );
  }
  return rows;
}

/** Its number, or "Draft invoice" until it is finalized (numbers are taken then). */
export function invoiceTitle(invoice: AnyInvoice): string {
  return invoice.invoiceNumber ?? 'Draft invoice';
}

/** "Created Nov 23, 2026", then each later milestone the invoice reached, and while DUE its due date. */
export function invoiceDates(invoice: AnyInvoice): string[] {
  const dates = (
    [
      ['Created', invoice.createdAt],
      ['Finalized', invoice.finalizedAt],
      ['Paid', invoice.paidAt],
      ['Voided', invoice.voidedAt],
    ] as const
  )
    .filter(([, date]) => date)
    .map(([label, date]) => `${label} ${formatDate(date)}`);
  return invoice.status === 'DUE' && invoice.dueDate ? [...dates, `Due ${formatDay(invoice.dueDate)}`] : dates;
}

/** A DUE invoice past its due date on the reader's calendar. */
export function isInvoiceOverdue(invoice: AnyInvoice, today = todayAsDay()): boolean {
  return invoice.status === 'DUE' && isOverdue(invoice.dueDate, today);
}
