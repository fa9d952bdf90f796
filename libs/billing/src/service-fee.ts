import { type Cents, fromCents, toCents } from './cents';

/** Cents × hundredths of a percent, over this, is no longer exact as a plain number. */
const EXACT_PRODUCT = Number.MAX_SAFE_INTEGER - 5_000;

/**
 * `percent` % of an amount, in cents, rounded half away from zero: the product's one rounding
 * rule (docs/product-rules.md, "Service fee"). The percent is taken in hundredths ("12.50" →
 * 1250) so 12.5 % stays exact. Products past 2^53 (a fee on a whole task's worth of the
 * largest prices) go through BigInt, so the rounding is exact for every amount.
 */
export function percentOf(cents: Cents, percent: string | number): Cents {
  const hundredths = toCents(percent);
  const scaled = cents * hundredths;
  const magnitude = Math.abs(scaled);
  if (magnitude <= EXACT_PRODUCT) {
    const rounded = magnitude + 5_000;
    const quotient = (rounded - (rounded % 10_000)) / 10_000;
    return scaled < 0 ? -quotient : quotient;
  }
  const exact = BigInt(cents) * BigInt(hundredths);
  const quotient = Number(((exact < 0n ? -exact : exact) + 5_000n) / 10_000n);
  return exact < 0n ? -quotient : quotient;
}

/**
 * A unit's service fee: its price × the percent, rounded once per unit. Everything the client
 * reads is a whole number of such units (her item card, her invoice line, her budget meter,
 * her PDF and her emails), so the same piece costs her the same to the cent wherever she reads
 * it, and amounts add up exactly however the units are split over captures and returns.
 */
export function unitServiceFee(unitPrice: string, feePct: string): Cents {
  return percentOf(toCents(unitPrice), feePct);
}

/** What the client pays for one unit: the price with its fee folded in, "22.49". */
export function clientUnitPrice(unitPrice: string, feePct: string): string {
  return fromCents(toCents(unitPrice) + unitServiceFee(unitPrice, feePct));
}
