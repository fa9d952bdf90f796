/**
 * Money is integer cents in arithmetic and a two-decimal string on the wire and in DECIMAL
 * columns (docs/product-rules.md, "Money"). Amounts are read as text, digit by digit, so no
 * binary float ever rounds a cent; cents stay exact as plain numbers up to
 * Number.MAX_SAFE_INTEGER ($90 trillion), far beyond the largest amount the product stores.
 */
export type Cents = number;

/** DECIMAL(10,2), the type of every amount column: the largest price, line or invoice amount. */
export const MAX_AMOUNT_CENTS: Cents = 99_999_999_99;
export const MAX_AMOUNT_TEXT = '$99,999,999.99';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * "12.5" | "12.50" | 12.5 → 1250. A third decimal rounds half away from zero (later ones are
 * not looked at), so a value the database widened ("12.5000") reads the same.
 */
export function toCents(value: string | number): Cents {
  // A number goes through its shortest decimal text, the digits a reader of it would see.
  const text = typeof value === 'number' ? value.toString() : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a decimal amount: "${value}"`);
  const [, minus, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return minus ? -cents : cents;
}

/** 6747 → "67.47"; -105 → "-1.05". */
export function fromCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Any decimal representation in the wire form, "0.00". */
export function toMoneyString(value: string | number): string {
  return fromCents(toCents(value));
}

/** Digits, then at most two decimals; thousands commas are forgiven. */
const TYPED_AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)?(\.\d{0,2})?$/;

/**
 * An amount as a person types it into a form: "12.5" → 1250, "$1,234.56" → 123456, ".5" → 50.
 * Unlike toCents it forgives a leading "$", spaces and thousands commas, and it answers null
 * instead of rounding or throwing: "12.345", "-1", "abc" and "" are not prices anyone meant.
 */
export function parseTypedAmount(text: string | null | undefined): Cents | null {
  const value = (text ?? '').trim().replace(/^\$\s*/, '');
  const match = TYPED_AMOUNT.exec(value);
  if (!match || !/\d/.test(value)) return null;
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = (match[3] ?? '').slice(1).padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}
