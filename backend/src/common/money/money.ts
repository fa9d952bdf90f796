/**
 * Money is integer cents in arithmetic and a two-decimal string on the wire and in
 * DECIMAL columns. Parsing goes through strings so no binary float ever rounds a cent.
 */
export type Cents = number;

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d{1,}))?$/;

/** "12.5" | "12.50" | 12.5 -> 1250. More than two decimals are rounded half away from zero. */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toString() : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, minus, whole, fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return minus ? -cents : cents;
}

/** 1250 -> "12.50" */
export function fromCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises any decimal representation to the wire form "0.00". */
export function toMoneyString(value: string | number): string {
  return fromCents(toCents(value));
}

/**
 * Percentage of an amount, in cents. Rounding rule for the whole product: half away from
 * zero, applied once per computed amount (per line at capture, per task in the preview).
 * The percent is taken in hundredths so 12.50 % stays exact.
 */
export function percentOf(cents: Cents, percent: string | number): Cents {
  const hundredths = toCents(percent);
  const scaled = cents * hundredths;
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(scaled) + 5000) / 10000);
}
