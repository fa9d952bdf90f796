import { PAYMENT_METHOD_LABELS, type PaymentMethod, REFUND_METHOD_LABELS, type RefundMethod } from '@atelier/billing';
import type { InvoiceStatus } from '../entities/invoice.entity';
import type { InvoiceLineStatus } from '../entities/invoice-line.entity';
import { type DocumentBrand, LETTERHEAD_STYLES, renderLetterhead, renderPaymentBlock } from './letterhead';

/**
 * Everything printed on an invoice (InvoiceDocumentSource) or a credit note against one
 * (CreditNoteDocumentSource): one document per number, the same for the shopper and the
 * client. It bills what the client pays: the service fee is folded into every unit price and
 * line, as the spec shows her invoice without a fee line, so the lines add up to the total.
 * The shopper reads her fee beside it, on her screen. Amounts are "12.50" strings.
 */
export interface InvoiceDocument {
  /** The invoice's number, or the credit note's. */
  number: string;
  /** Set on a credit note: the invoice it gives back on, and why. */
  creditNote?: { invoiceNumber: string; reason: string | null };
  /** The invoice's status (a credit note prints none). */
  status: Exclude<InvoiceStatus, 'DRAFT'>;
  createdAt: Date;
  finalizedAt: Date | null;
  paidAt: Date | null;
  voidedAt: Date | null;
  /** The last day to pay ("2026-12-10"), printed while the invoice is due; a credit note has none. */
  dueDate: string | null;
  taskTitle: string;
  shopper: { name: string; email: string; socialMediaUrl: string | null };
  /** The shopper's letterhead and payment details; left out or empty: none printed. */
  brand?: DocumentBrand;
  client: { name: string; email: string; phone: string; addressLines: string[] };
  /**
   * Unit price and line total with the fee in them; unitPrice null (left blank) for a line billed
   * before fees were counted per unit, whose total may not divide by its quantity.
   */
  lines: { name: string; quantity: number; unitPrice: string | null; lineTotal: string; status: InvoiceLineStatus }[];
  subtotal: string;
  taxes: string;
  total: string;
  /** The invoice's, which a credit note carries along but does not print. */
  balance: DocumentBalance;
}

/** What is left to pay on an invoice once its returns and payments are counted (@atelier/billing invoiceBalance). */
export interface DocumentBalance {
  /** Its credit notes' totals together, negative ("-50.63"); null: it has none. */
  credits: string | null;
  netTotal: string;
  /** Oldest first; paidOn is the day the money was received ("2026-12-03"). */
  payments: { paidOn: string; method: PaymentMethod; reference: string | null; amount: string }[];
  amountPaid: string;
  balanceDue: string;
  /** Money given back after returns, oldest first; a card refund Stripe has not confirmed yet is pending. */
  refunds: { refundedOn: string; method: RefundMethod; reference: string | null; amount: string; pending: boolean }[];
  /** What the client paid beyond what she kept and has not been given back yet ("0.00": nothing). */
  owedBack: string;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "1234.5" -> "$1,234.50", from the decimal string itself (no binary float in between). */
export function formatUsd(amount: string): string {
  return USD.format(amount as `${number}`);
}

export function formatDate(date: Date): string {
  return DATE.format(date);
}

/** Text into HTML: every character that could open markup or end an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A payment's day ("2026-12-03") like the document's other dates; formatDate reads it in UTC, so the day stays. */
export function formatDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`));
}

/** A draft is never printed (InvoiceDocumentSource). */
const STATUS_LABELS: Record<Exclude<InvoiceStatus, 'DRAFT'>, string> = { DUE: 'Due', PAID: 'Paid', VOID: 'Void' };

/**
 * The invoice as one self-contained, printable HTML page (US Letter): inline styles, no
 * scripts, nothing fetched (the logo, if any, is a data: URI). The shopper's letterhead heads
 * it; the balance follows the totals (balanceRows), then her payment details while the invoice
 * is due. Every value that came from a user is escaped.
 */
export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const e = escapeHtml;
  const dates: [string, Date | null][] = [
    ['Issued', doc.createdAt],
    ['Finalized', doc.finalizedAt],
    ['Paid', doc.paidAt],
    ['Voided', doc.voidedAt],
  ];
  const dateRows =
    dates
      .filter((entry): entry is [string, Date] => entry[1] !== null)
      .map(([label, date]) => `<tr><th>${label}</th><td>${formatDate(date)}</td></tr>`)
      .join('') +
    (doc.status === 'DUE' && doc.dueDate ? `<tr><th>Due</th><td>${formatDay(doc.dueDate)}</td></tr>` : '');
  const lineRows = doc.lines.length
    ? doc.lines
        .map(
          (line) =>
            `<tr${line.status === 'VOIDED' ? ' class="voided"' : ''}>` +
            `<td>${e(line.name)}${line.status === 'VOIDED' ? ' <span class="tag">voided</span>' : ''}</td>` +
            `<td class="num">${line.quantity}</td>` +
            `<td class="num">${line.unitPrice === null ? '' : formatUsd(line.unitPrice)}</td>` +
            `<td class="num">${formatUsd(line.lineTotal)}</td></tr>`,
        )
        .join('')
    : `<tr><td colspan="4" class="empty">No items on this invoice yet.</td></tr>`;
  const lineHeads = '<th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th>';
  const social = doc.shopper.socialMediaUrl ? `<div>${e(doc.shopper.socialMediaUrl)}</div>` : '';
  // How to pay is said while there is something to pay: not on a paid or void invoice.
  const payment = doc.status === 'DUE' && !doc.creditNote ? renderPaymentBlock(doc.brand) : '';
  const credit = doc.creditNote;
  const title = credit ? 'Credit note' : 'Invoice';
  // Once nothing is left to pay, the PAID stamp stands in the balance's place instead of up here.
  const reference = credit
    ? `<div class="against">Against invoice ${e(credit.invoiceNumber)}</div>`
    : settled(doc)
      ? ''
      : `<div class="status ${doc.status}">${STATUS_LABELS[doc.status]}</div>`;
  const reason = credit?.reason ? `<div class="task"><h2>Reason</h2>${e(credit.reason)}</div>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title} ${e(doc.number)}</title>
<style>
  @page { size: Letter; margin: 0.75in; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 11pt/1.45 "Helvetica Neue", Helvetica, Arial, sans-serif; color: #2b2118; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #b08d57; padding-bottom: 12pt; }
  h1 { margin: 0; font-size: 22pt; letter-spacing: 0.04em; color: #4a3426; }
  .number { font-size: 12pt; margin-top: 2pt; }
  .status { display: inline-block; margin-top: 6pt; padding: 2pt 8pt; border: 1.5pt solid currentColor; border-radius: 4pt; font-weight: bold; text-transform: uppercase; }
  .against { margin-top: 6pt; color: #6b5a4c; }
  .status.DUE { color: #9a6b00; } .status.PAID { color: #2f7a3d; } .status.VOID { color: #a23b3b; }
  .dates th { text-align: left; font-weight: normal; color: #6b5a4c; padding-right: 12pt; }
  .parties { display: flex; gap: 36pt; margin: 18pt 0; }
  .parties section { flex: 1; }
  h2 { margin: 0 0 4pt; font-size: 9pt; text-transform: uppercase; letter-spacing: 0.08em; color: #6b5a4c; }
  .name { font-weight: bold; }
  .task { margin-bottom: 12pt; }
  table.lines { width: 100%; border-collapse: collapse; }
  table.lines th { text-align: left; font-size: 9pt; text-transform: uppercase; letter-spacing: 0.06em; color: #6b5a4c; border-bottom: 1pt solid #cdbfae; padding: 4pt 6pt; }
  table.lines td { border-bottom: 0.5pt solid #e4dbd0; padding: 6pt; vertical-align: top; overflow-wrap: anywhere; }
  table.lines tr { page-break-inside: avoid; }
  .num { text-align: right; white-space: nowrap; }
  table.lines th.num { text-align: right; }
  .voided td { color: #8c8177; text-decoration: line-through; }
  .tag { font-size: 8pt; text-transform: uppercase; text-decoration: none; }
  .empty { color: #8c8177; font-style: italic; }
  table.totals { margin: 12pt 0 0 auto; min-width: 45%; border-collapse: collapse; page-break-inside: avoid; }
  table.totals th { text-align: left; font-weight: normal; padding: 3pt 6pt; }
  table.totals td { padding: 3pt 6pt; }
  table.totals tr.total th, table.totals tr.total td { font-weight: bold; font-size: 13pt; border-top: 1.5pt solid #4a3426; padding-top: 6pt; }
  table.totals tr.section th { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.08em; color: #6b5a4c; padding-top: 10pt; }
  table.totals tr.receipt th { padding-left: 12pt; overflow-wrap: anywhere; }
  table.totals tr.settled td { text-align: right; border-top: 1.5pt solid #4a3426; padding-top: 8pt; }
  table.totals tr.settled .status { margin-top: 0; font-size: 15pt; letter-spacing: 0.08em; }
  footer { margin-top: 24pt; font-size: 9pt; color: #6b5a4c; }
${LETTERHEAD_STYLES}
</style>
</head>
<body>
${renderLetterhead(doc.brand)}
<header>
  <div>
    <h1>${title.toUpperCase()}</h1>
    <div class="number">${e(doc.number)}</div>
    ${reference}
  </div>
  <table class="dates">${dateRows}</table>
</header>
<div class="parties">
  <section>
    <h2>From</h2>
    <div class="name">${e(doc.shopper.name)}</div>
    <div>Personal Shopper</div>
    <div>${e(doc.shopper.email)}</div>
    ${social}
  </section>
  <section>
    <h2>${credit ? 'Credit to' : 'Bill to'}</h2>
    <div class="name">${e(doc.client.name)}</div>
    ${doc.client.addressLines.map((line) => `<div>${e(line)}</div>`).join('\n    ')}
    <div>${e(doc.client.email)}</div>
    <div>${e(doc.client.phone)}</div>
  </section>
</div>
<div class="task"><h2>For</h2>${e(doc.taskTitle)}</div>
${reason}
<table class="lines">
  <thead><tr>${lineHeads}</tr></thead>
  <tbody>${lineRows}</tbody>
</table>
<table class="totals">
  <tr><th>Subtotal</th><td class="num">${formatUsd(doc.subtotal)}</td></tr>
  <tr><th>Taxes</th><td class="num">${formatUsd(doc.taxes)}</td></tr>
  <tr class="total"><th>${credit ? 'Total credited' : 'Total'}</th><td class="num">${formatUsd(doc.total)}</td></tr>
  ${balanceRows(doc)}
</table>
${payment}
<footer>All amounts in US dollars (USD).</footer>
</body>
</html>
`;
}

/**
 * PAID with nothing left to pay. An invoice paid before payments were recorded has none, so it
 * keeps its balance due, with the PAID mark in the header.
 */
function settled(doc: InvoiceDocument): boolean {
  return !doc.creditNote && doc.status === 'PAID' && Number(doc.balance.balanceDue) === 0;
}

/**
 * Under the total: the credits and the net total when returns were recorded, the payments and
 * their sum when there are any, the refunds and what is still owed back after a return, then
 * the balance due, or the PAID stamp once nothing is left.
 * None on a credit note, which is not paid, nor on a voided invoice, which asks for nothing
 * (payments and returns keep an invoice from being voided).
 */
function balanceRows(doc: InvoiceDocument): string {
  if (doc.creditNote || doc.status === 'VOID') return '';
  const { credits, netTotal, payments, amountPaid, balanceDue, refunds, owedBack } = doc.balance;
  const row = (label: string, amount: string, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><th>${label}</th><td class="num">${formatUsd(amount)}</td></tr>`;
  const rows = credits === null ? [] : [row('Credits', credits), row('Net total', netTotal)];
  if (payments.length) {
    rows.push('<tr class="section"><th colspan="2">Payments</th></tr>');
    for (const payment of payments) {
      const reference = payment.reference ? ` &middot; ${escapeHtml(payment.reference)}` : '';
      const label = `${formatDay(payment.paidOn)} &middot; ${PAYMENT_METHOD_LABELS[payment.method]}${reference}`;
      rows.push(row(label, payment.amount, 'receipt'));
    }
    rows.push(row('Amount paid', amountPaid));
  }
  if (refunds.length) {
    rows.push('<tr class="section"><th colspan="2">Refunds</th></tr>');
    for (const refund of refunds) {
      const reference = refund.reference ? ` &middot; ${escapeHtml(refund.reference)}` : '';
      const pending = refund.pending ? ' (pending)' : '';
      const label = `${formatDay(refund.refundedOn)} &middot; ${REFUND_METHOD_LABELS[refund.method]}${pending}${reference}`;
      rows.push(row(label, `-${refund.amount}`, 'receipt'));
    }
  }
  if (Number(owedBack) > 0) rows.push(row('Owed back', owedBack));
  rows.push(
    settled(doc)
      ? `<tr class="settled"><td colspan="2"><span class="status PAID">${STATUS_LABELS.PAID}</span></td></tr>`
      : row('Balance due', balanceDue, 'total'),
  );
  return rows.join('\n  ');
}
