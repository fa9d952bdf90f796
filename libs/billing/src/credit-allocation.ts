import { lineAmounts } from './captures';
import type { Cents } from './cents';

/** One CAPTURED invoice line as a return sees it: what it billed and what earlier returns gave back. */
export interface CreditableLine {
  capturedQuantity: number;
  unitPrice: string;
  /** The fee percent the line was captured at. */
  feePct: string;
  lineTotal: Cents;
  lineServiceFee: Cents;
  credited: { quantity: number; lineTotal: Cents; lineServiceFee: Cents };
}

/** What a return gives back of one line. */
export interface LineCredit {
  quantity: number;
  lineTotal: Cents;
  lineServiceFee: Cents;
}

/** A line and what a return takes from it. */
export interface CreditPortion<L extends CreditableLine> {
  line: L;
  credit: LineCredit;
}

/** Units of a line no return has given back yet. */
export function openUnits(line: CreditableLine): number {
  return line.capturedQuantity - line.credited.quantity;
}

/** Units of an item's lines no return has given back yet: the most a return may take. */
export function creditableUnits(lines: readonly CreditableLine[]): number {
  return lines.reduce((sum, line) => sum + openUnits(line), 0);
}

/**
 * Gives back `quantity` units of one item's lines (its CAPTURED lines in capture order), oldest
 * line first, each at its capture's unit price and fee percent. A credit is counted like a
 * capture (lineAmounts: per unit), except that the credit which gives back a line's last units
 * takes exactly what is left of the line: however a line is returned, in one go or unit by
 * unit, its credits add up to what it billed, to the cent, also for a line billed before fees
 * were counted per unit. Asking more than is left is the caller's mistake, so it throws.
 */
export function allocateCredit<L extends CreditableLine>(lines: readonly L[], quantity: number): CreditPortion<L>[] {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > creditableUnits(lines)) {
    throw new RangeError(`Cannot credit ${quantity} of ${creditableUnits(lines)} creditable units`);
  }
  const portions: CreditPortion<L>[] = [];
  let left = quantity;
  for (const line of lines) {
    if (left === 0) break;
    const open = openUnits(line);
    const take = Math.min(open, left);
    if (take === 0) continue;
    portions.push({ line, credit: creditOf(line, take, take === open) });
    left -= take;
  }
  return portions;
}

function creditOf(line: CreditableLine, quantity: number, closesLine: boolean): LineCredit {
  if (closesLine) {
    return {
      quantity,
      lineTotal: line.lineTotal - line.credited.lineTotal,
      lineServiceFee: line.lineServiceFee - line.credited.lineServiceFee,
    };
  }
  const units = lineAmounts(quantity, line.unitPrice, line.feePct);
  return { quantity, lineTotal: units.lineTotal, lineServiceFee: units.lineServiceFee };
}

/** The lines with these portions recorded as credited: what the next return starts from. */
export function withCredits<L extends CreditableLine>(lines: readonly L[], portions: readonly CreditPortion<L>[]): L[] {
  return lines.map((line) => {
    const taken = portions.filter((portion) => portion.line === line).map((portion) => portion.credit);
    if (taken.length === 0) return line;
    const credited = taken.reduce(
      (sum, credit) => ({
        quantity: sum.quantity + credit.quantity,
        lineTotal: sum.lineTotal + credit.lineTotal,
        lineServiceFee: sum.lineServiceFee + credit.lineServiceFee,
      }),
      line.credited,
    );
    return { ...line, credited };
  });
}
