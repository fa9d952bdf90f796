import { fromCents, MAX_AMOUNT_CENTS, parseTypedAmount } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { todayAsDay } from '../format';

/** Request Deposit as typed. */
export interface DepositFormValues {
  amount: string;
  note: string;
  dueDate: string;
}

/** The server's messages (RequestDepositDto), so both say the same. */
export const DEPOSIT_FORM_MESSAGES = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be more than 0 with at most two decimals',
  amountTooHigh: 'Amount must be at most 99999999.99',
  duePast: 'Due date cannot be in the past',
} as const;

export const MAX_DEPOSIT_NOTE = 500;

export function depositAmountProblem(text: string | null | undefined): string | null {
  if (!(text ?? '').trim()) return null;
  const cents = parseTypedAmount(text);
  if (cents === null || cents === 0) return DEPOSIT_FORM_MESSAGES.amountInvalid;
  if (cents > MAX_AMOUNT_CENTS) return DEPOSIT_FORM_MESSAGES.amountTooHigh;
  return null;
}

/** Optional; a day before the shopper's today cannot be asked for. */
export function depositDueProblem(day: string | null | undefined, today = todayAsDay()): string | null {
  return day && day < today ? DEPOSIT_FORM_MESSAGES.duePast : null;
}

export function toDepositBody(values: DepositFormValues): Schemas['RequestDepositDto'] {
  const note = values.note.trim();
  return {
    amount: fromCents(parseTypedAmount(values.amount) ?? 0),
    ...(note ? { note } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
  };
}
