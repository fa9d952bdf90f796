/**
 * Prices in integer cents: the api sends and takes two-decimal strings ("12.50"); floats would
 * turn 0.1 + 0.2 into 0.30000000000000004 on an invoice.
 */

/** DECIMAL(10,2), the largest unit price the server stores. */
export const MAX_PRICE_CENTS = 99_999_999_99;

/** Digits, then at most two decimals; a leading "$", spaces and thousands commas are forgiven. */
const AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)?(\.\d{0,2})?$/;

/** "12.5" → 1250, "$1,234.56" → 123456, "12.345" / "-1" / "abc" / "" → null. */
export function parsePriceCents(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().replace(/^\$\s*/, '');
  const match = AMOUNT.exec(value);
  if (!match || !/\d/.test(value)) return null;
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = (match[3] ?? '').slice(1).padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 1250 → "12.50" (what the api takes). */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${whole}.${rest}`;
}

/** Unit price × quantity, in cents; an unreadable price counts as 0. */
export function lineTotalCents(unitPrice: string, quantity: number): number {
  return (parsePriceCents(unitPrice) ?? 0) * quantity;
}
