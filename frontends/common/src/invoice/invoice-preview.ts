/**
 * The finalize dialog's money, in integer cents, computed the way the server stores it
 * (backend invoices/invoice-totals.ts, the product's one pricing rule, mirrored here for the
 * preview): a unit's fee is its price x the percent, rounded half away from zero once per unit;
 * a line's fee is quantity x that; the invoice fee is the sum of the line fees. So the preview
 * shows exactly what the invoice will hold. Amounts arrive as decimal strings and are
 * parsed as text, so no binary float ever rounds a cent. Cents stay exact as plain numbers up
 * to Number.MAX_SAFE_INTEGER ($90 trillion), far beyond the server's $99,999,999.99 cap.
 */

export type Cents = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.50" | "12.5" | "7" → 1250 | 1250 | 700. A third decimal rounds half away from zero, as on the server. */
export function toCents(amount: string): Cents {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: "${amount}"`);
  const [, minus, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return minus ? -cents : cents;
}

/** 6747 → "67.47"; -105 → "-1.05". */
export function centsToString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `percent` % of an amount, rounded half away from zero. The percent is taken in hundredths
 * (basis points: "12.50" → 1250) and the product in BigInt, since cents × basis points can
 * pass 2^53 before the division brings it back.
 */
export function percentOfCents(cents: Cents, percent: string): Cents {
  const scaled = BigInt(cents) * BigInt(toCents(percent));
  const magnitude = (scaled < 0n ? -scaled : scaled) + 5_000n;
  const rounded = Number(magnitude / 10_000n);
  return scaled < 0n ? -rounded : rounded;
}

export interface PreviewLine {
  quantity: number;
  /** The item's unit price, a two-decimal string ("19.99"). */
  unitPrice: string;
}

/** What one line bills before fees: quantity × unit price. */
export function lineCents({ quantity, unitPrice }: PreviewLine): Cents {
  return quantity * toCents(unitPrice);
}

/** A line's service fee: quantity × the unit's fee, rounded once per unit. */
export function lineFeeCents({ quantity, unitPrice }: PreviewLine, feePct: string): Cents {
  return quantity * percentOfCents(toCents(unitPrice), feePct);
}

export interface PreviewTotals {
  subtotal: Cents;
  serviceFee: Cents;
  /** Always 0 (docs/product-rules.md, "Service fee"). */
  taxes: Cents;
  total: Cents;
}

/** Subtotal, service fee (the sum of the line fees), taxes 0 and total of the selected lines. */
export function previewTotals(lines: readonly PreviewLine[], feePct: string): PreviewTotals {
  let subtotal = 0;
  let serviceFee = 0;
  for (const line of lines) {
    subtotal += lineCents(line);
    serviceFee += lineFeeCents(line, feePct);
  }
  const taxes = 0;
  return { subtotal, serviceFee, taxes, total: subtotal + serviceFee + taxes };
}
