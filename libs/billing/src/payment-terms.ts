/**
 * How long a client has to pay a finalized invoice, as the shopper sets it: due on receipt, or
 * within 7, 14 or 30 days of the day it was finalized (7 unless she chose otherwise).
 */
export const PAYMENT_TERM_DAYS = [0, 7, 14, 30] as const;
export type PaymentTermDays = (typeof PAYMENT_TERM_DAYS)[number];
export const DEFAULT_PAYMENT_TERM_DAYS: PaymentTermDays = 7;

export function paymentTermLabel(days: number): string {
  return days === 0 ? 'Due on receipt' : `Within ${days} days`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day ("2026-12-03") plus some days, on the calendar: "2026-12-10". */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Overdue from the day after its due date: an invoice due today may still be paid today. */
export function isOverdue(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate < today;
}
