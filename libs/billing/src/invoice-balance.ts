import { type Cents, toCents } from './cents';

/** What an invoice comes to once its returns and its payments are counted, in cents. */
export interface InvoiceBalance {
  /** The total less its credit notes' totals: what the client owes for what she kept. */
  netTotal: Cents;
  /** The sum of its payments. */
  paid: Cents;
  /** What is left to pay, never below 0; nothing on a draft or a voided invoice, which ask for no money. */
  balanceDue: Cents;
  /** The sum of its refunds (money given back, or kept as the client's credit). */
  refunded: Cents;
  /** What the client paid beyond what she kept (after a return) and was not yet given back, never below 0. */
  owedBack: Cents;
}

/** The statuses of an invoice that asks the client for money: finalized and not voided. */
const BILLED = new Set(['DUE', 'PAID']);

/**
 * An invoice's balance from its rows as they are stored and sent (two-decimal strings): never
 * stored itself, so it cannot disagree with the payments, credit notes and refunds it comes from.
 */
export function invoiceBalance(
  invoice: { status: string; total: string },
  creditNotes: readonly { total: string }[],
  payments: readonly { amount: string }[],
  refunds: readonly { amount: string }[] = [],
): InvoiceBalance {
  const netTotal = creditNotes.reduce((sum, note) => sum - toCents(note.total), toCents(invoice.total));
  const paid = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const refunded = refunds.reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return {
    netTotal,
    paid,
    balanceDue: BILLED.has(invoice.status) ? Math.max(0, netTotal - paid) : 0,
    refunded,
    owedBack: Math.max(0, paid - refunded - netTotal),
  };
}
