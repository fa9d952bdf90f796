import fc from 'fast-check';
import { lineAmounts } from './captures';
import { fromCents } from './cents';
import { allocateCredit, type CreditableLine, creditableUnits, openUnits, withCredits } from './credit-allocation';

function line(overrides: Partial<CreditableLine> = {}): CreditableLine {
  return {
    capturedQuantity: 3,
    unitPrice: '19.99',
    feePct: '12.50',
    lineTotal: 5997,
    lineServiceFee: 750,
    credited: { quantity: 0, lineTotal: 0, lineServiceFee: 0 },
    ...overrides,
  };
}

const credits = (lines: readonly CreditableLine[], quantity: number) =>
  allocateCredit(lines, quantity).map((portion) => portion.credit);

describe('allocateCredit', () => {
  it('credits units at the line’s unit price and fee percent, the fee rounded half away from zero', () => {
    // 12.5% of 19.99 = 2.49875
    expect(credits([line()], 1)).toEqual([{ quantity: 1, lineTotal: 1999, lineServiceFee: 250 }]);
  });

  it('gives the last units exactly what is left of the line, so unit-by-unit returns add up to the line', () => {
    // A line billed before fees were counted per unit (0.015 on the line, rounded to 0.02): two
    // units give back 2 x 0.01 (0.005 a unit, rounded up), and the last unit what is left, 0.00.
    let lines = [line({ capturedQuantity: 3, unitPrice: '0.05', lineTotal: 15, feePct: '10.00', lineServiceFee: 2 })];
    expect(credits(lines, 3)).toEqual([{ quantity: 3, lineTotal: 15, lineServiceFee: 2 }]);
    const first = allocateCredit(lines, 2);
    expect(first.map((portion) => portion.credit)).toEqual([{ quantity: 2, lineTotal: 10, lineServiceFee: 2 }]);
    lines = withCredits(lines, first);
    expect(credits(lines, 1)).toEqual([{ quantity: 1, lineTotal: 5, lineServiceFee: 0 }]);
  });

  it('spreads a return over the item’s lines, oldest first, each at its own fee percent', () => {
    const lines = [
      line({ credited: { quantity: 2, lineTotal: 3998, lineServiceFee: 500 } }),
      line({ capturedQuantity: 2, lineTotal: 3998, feePct: '20.00', lineServiceFee: 800 }),
    ];
    const portions = allocateCredit(lines, 2);
    expect(portions.map((portion) => [portion.line, portion.credit])).toEqual([
      [lines[0], { quantity: 1, lineTotal: 1999, lineServiceFee: 250 }],
      [lines[1], { quantity: 1, lineTotal: 1999, lineServiceFee: 400 }],
    ]);
    expect(creditableUnits(withCredits(lines, portions))).toBe(1);
  });

  it('refuses more than was captured and not yet credited', () => {
    const partly = line({ credited: { quantity: 2, lineTotal: 3998, lineServiceFee: 500 } });
    expect(() => allocateCredit([partly], 2)).toThrow(RangeError);
    expect(() => allocateCredit([partly], -1)).toThrow(RangeError);
    expect(allocateCredit([partly], 0)).toEqual([]);
  });
});

describe('properties', () => {
  /** One item's lines as captures bill them: quantities at random prices and fee percents. */
  const capturedLines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 0, max: 99_999_99 }).map(fromCents),
      feePct: fc.integer({ min: 0, max: 5_000 }).map(fromCents),
    }),
    { minLength: 1, maxLength: 5 },
  );
  const toLines = (captures: { quantity: number; price: string; feePct: string }[]): CreditableLine[] =>
    captures.map(({ quantity, price, feePct }) => {
      const amounts = lineAmounts(quantity, price, feePct);
      return line({
        capturedQuantity: quantity,
        unitPrice: price,
        feePct,
        lineTotal: amounts.lineTotal,
        lineServiceFee: amounts.lineServiceFee,
      });
    });

  it('never gives back more than is returnable, of any line or in all', () => {
    fc.assert(
      fc.property(capturedLines, fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 8 }), (captures, asks) => {
        let lines = toLines(captures);
        for (const ask of asks) {
          const quantity = Math.min(ask, creditableUnits(lines));
          const portions = allocateCredit(lines, quantity);
          if (portions.reduce((sum, portion) => sum + portion.credit.quantity, 0) !== quantity) return false;
          if (portions.some((portion) => portion.credit.quantity > openUnits(portion.line))) return false;
          lines = withCredits(lines, portions);
          if (lines.some((each) => each.credited.quantity > each.capturedQuantity)) return false;
        }
        return true;
      }),
    );
  });

  it('gives back exactly what the lines billed once every unit has gone back, however it is split', () => {
    fc.assert(
      fc.property(capturedLines, fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }), (captures, asks) => {
        let lines = toLines(captures);
        for (const ask of [...asks, Number.MAX_SAFE_INTEGER]) {
          lines = withCredits(lines, allocateCredit(lines, Math.min(ask, creditableUnits(lines))));
        }
        return lines.every(
          (each) =>
            each.credited.quantity === each.capturedQuantity &&
            each.credited.lineTotal === each.lineTotal &&
            each.credited.lineServiceFee === each.lineServiceFee,
        );
      }),
    );
  });

  it('never credits a line less than nothing or more than it billed', () => {
    fc.assert(
      fc.property(capturedLines, fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }), (captures, asks) => {
        let lines = toLines(captures);
        for (const ask of asks) {
          const portions = allocateCredit(lines, Math.min(ask, creditableUnits(lines)));
          if (portions.some(({ credit }) => credit.lineTotal < 0 || credit.lineServiceFee < 0)) return false;
          lines = withCredits(lines, portions);
        }
        return lines.every(
          (each) => each.credited.lineTotal <= each.lineTotal && each.credited.lineServiceFee <= each.lineServiceFee,
        );
      }),
    );
  });
});
