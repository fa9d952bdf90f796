import { fromCents, MAX_AMOUNT_CENTS, parseTypedAmount, type RecordedPaymentMethod, toCents } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { todayAsDay } from '../format';

/** The Record Payment form as typed: the amount stays text so it can be checked as cents. */
export interface PaymentFormValues {
  amount: string;
  method: RecordedPaymentMethod | undefined;
  paidOn: string;
  reference: string;
}

/** The server's messages (RecordPaymentDto, InvoicePaymentsService), so both say the same. */
export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be more than 0 with at most two decimals',
  amountTooHigh: 'Amount must be at most 99999999.99',
  methodRequired: 'Choose how the payment was made',
  paidOnRequired: 'Payment date is required',
  paidOnInFuture: 'Payment date cannot be in the future',
} as const;

export const MAX_PAYMENT_REFERENCE = 120;

/** As InvoicePaymentsService words it. */
export const moreThanDue = (balanceDue: string) =>
  `This is more than the $${fromCents(toCents(balanceDue))} still due on the invoice.`;

/** The balance due, received today: what most payments are. */
export function paymentFormDefaults(balanceDue: string): PaymentFormValues {
  return { amount: balanceDue, method: undefined, paidOn: todayAsDay(), reference: '' };
}

/** Blank is the "required" rule's business; here only what was typed, against what is due. */
export function paymentAmountProblem(text: string | null | undefined, balanceDue: string): string | null {
  if (!(text ?? '').trim()) return null;
  const cents = parseTypedAmount(text);
  if (cents === null || cents === 0) return PAYMENT_FORM_MESSAGES.amountInvalid;
  if (cents > MAX_AMOUNT_CENTS) return PAYMENT_FORM_MESSAGES.amountTooHigh;
  if (cents > toCents(balanceDue)) return moreThanDue(balanceDue);
  return null;
}

/** A day after today on the shopper's own calendar cannot have been paid yet. */
export function paidOnProblem(day: string | null | undefined, today = todayAsDay()): string | null {
  if (!day) return PAYMENT_FORM_MESSAGES.paidOnRequired;
  return day > today ? PAYMENT_FORM_MESSAGES.paidOnInFuture : null;
}

/** What the amount leaves due, in cents, or null while it is not a valid amount. */
export function balanceAfter(text: string, balanceDue: string): number | null {
  const cents = parseTypedAmount(text);
  if (cents === null || paymentAmountProblem(text, balanceDue)) return null;
  return toCents(balanceDue) - cents;
}

/** The body of POST /api/invoices/{id}/payments from a form that passed its rules. */
export function toPaymentBody(values: PaymentFormValues): Schemas['RecordPaymentDto'] {
  if (!values.method) throw new Error('A payment is submitted with its method chosen');
  const reference = values.reference.trim();
  return {
    amount: fromCents(parseTypedAmount(values.amount) ?? 0),
    method: values.method,
    paidOn: values.paidOn,
    ...(reference ? { reference } : {}),
  };
}
