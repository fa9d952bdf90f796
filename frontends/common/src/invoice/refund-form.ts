import { fromCents, MAX_AMOUNT_CENTS, parseTypedAmount, type RefundMethod, toCents } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { todayAsDay } from '../format';
import { PAYMENT_FORM_MESSAGES } from './payment-form';

/** The Refund form as typed. */
export interface RefundFormValues {
  method: RefundMethod | undefined;
  amount: string;
  refundedOn?: string;
  reference?: string;
}

/** The server's words (RecordRefundDto, InvoiceRefundsService). */
export const REFUND_METHOD_REQUIRED = 'Choose how the money goes back';
export const moreThanOwedBack = (owedBack: string) =>
  `This is more than the $${fromCents(toCents(owedBack))} owed back on the invoice.`;

/** Ways that give the money back on a day of her choosing (card and credit are today's). */
export const isGivenBackElsewhere = (method: RefundMethod | undefined) =>
  method !== undefined && method !== 'card' && method !== 'credit';

export function refundFormDefaults(owedBack: string): RefundFormValues {
  return { method: undefined, amount: owedBack, refundedOn: todayAsDay(), reference: '' };
}

/** Blank is the "required" rule's business; here only what was typed, against what is owed back. */
export function refundAmountProblem(text: string | null | undefined, owedBack: string): string | null {
  if (!(text ?? '').trim()) return null;
  const cents = parseTypedAmount(text);
  if (cents === null || cents === 0) return PAYMENT_FORM_MESSAGES.amountInvalid;
  if (cents > MAX_AMOUNT_CENTS) return PAYMENT_FORM_MESSAGES.amountTooHigh;
  if (cents > toCents(owedBack)) return moreThanOwedBack(owedBack);
  return null;
}

/** The body of POST /api/invoices/{id}/refunds from a form that passed its rules. */
export function toRefundBody(values: RefundFormValues): Schemas['RecordRefundDto'] {
  if (!values.method) throw new Error('A refund is submitted with its method chosen');
  // Unset when the method gives no day or reference to fill (their fields are not shown).
  const reference = (values.reference ?? '').trim();
  return {
    method: values.method,
    amount: fromCents(parseTypedAmount(values.amount) ?? 0),
    ...(isGivenBackElsewhere(values.method) && values.refundedOn ? { refundedOn: values.refundedOn } : {}),
    ...(reference ? { reference } : {}),
  };
}
