import { formatUsd } from '../pdf/invoice-document';

/** Where an email's call to pay leads, and what it says beside it. */
export interface InvoicePayAction {
  /** "Pay $332.35", or "View invoice" when there is no way to pay from the email. */
  label: string;
  href: string;
  /** The shopper's payment instructions, printed under the button; null: none to print. */
  instructions: string | null;
}

export interface PayActionFacts {
  /** The client's task page, where the invoice and its "Pay $X now" are. */
  taskUrl: string;
  /** The same page asked to start paying this invoice by card at once (`?pay=<invoiceId>`). */
  cardPayUrl: string;
  /** "332.35"; "0.00" once nothing is left to pay. */
  balanceDue: string;
  acceptsCards: boolean;
  paymentLink: string | null;
  paymentInstructions: string | null;
}

/**
 * The button of an invoice email or reminder: Stripe Checkout (through the task page, which
 * opens a fresh session: one made now would expire in a day) when the shopper takes cards,
 * else her own payment link with her instructions, else the invoice itself. Null once the
 * invoice asks for nothing.
 */
export function invoicePayAction(facts: PayActionFacts): InvoicePayAction | null {
  if (Number(facts.balanceDue) <= 0) return null;
  const pay = `Pay ${formatUsd(facts.balanceDue)}`;
  if (facts.acceptsCards) return { label: pay, href: facts.cardPayUrl, instructions: null };
  const instructions = facts.paymentInstructions?.trim() || null;
  if (facts.paymentLink) return { label: pay, href: facts.paymentLink, instructions };
  return { label: 'View invoice', href: facts.taskUrl, instructions };
}
