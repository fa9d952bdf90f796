import { BadRequestException, ConflictException } from '@nestjs/common';
import { allocateCredit, type CreditableLine } from './credit-allocation';

function line(overrides: Partial<CreditableLine> = {}): CreditableLine {
  return {
    id: 'line-1',
    itemId: 'item-1',
    itemName: 'Linen blazer',
    capturedQuantity: 3,
    unitPrice: '19.99',
    feePctAtCapture: '12.50',
    lineTotal: '59.97',
    lineServiceFee: '7.50',
    credited: { quantity: 0, lineTotal: 0, lineServiceFee: 0 },
    ...overrides,
  };
}

describe('allocateCredit', () => {
  it('credits units at the line’s unit price and fee percent, the fee rounded half away from zero', () => {
    expect(allocateCredit([{ itemId: 'item-1', quantity: 1 }], [line()])).toEqual([
      {
        invoiceLineId: 'line-1',
        itemId: 'item-1',
        quantity: 1,
        unitPrice: '19.99',
        feePct: '12.50',
        lineTotal: 1999,
        // 12.5% of 19.99 = 2.49875
        lineServiceFee: 250,
        lineTaxes: 0,
      },
    ]);
  });

  it('gives the last units exactly what is left of the line, so unit-by-unit returns add up to the line', () => {
    const fees: number[] = [];
    const totals: number[] = [];
    let credited = { quantity: 0, lineTotal: 0, lineServiceFee: 0 };
    for (let unit = 0; unit < 3; unit++) {
      const [credit] = allocateCredit([{ itemId: 'item-1', quantity: 1 }], [line({ credited })]);
      fees.push(credit.lineServiceFee);
      totals.push(credit.lineTotal);
      credited = {
        quantity: credited.quantity + 1,
        lineTotal: credited.lineTotal + credit.lineTotal,
        lineServiceFee: credited.lineServiceFee + credit.lineServiceFee,
      };
    }
    // 2.50 + 2.50 would make 7.50 only if the last took 2.50: the line billed 7.50 in all.
    expect(fees.reduce((a, b) => a + b)).toBe(750);
    expect(totals.reduce((a, b) => a + b)).toBe(5997);
    expect(fees).toEqual([250, 250, 250]);
  });

  it('takes the whole line in one go at exactly its billed amounts', () => {
    const odd = line({
      capturedQuantity: 3,
      unitPrice: '0.05',
      lineTotal: '0.15',
      feePctAtCapture: '10.00',
      lineServiceFee: '0.02',
    });
    const [credit] = allocateCredit([{ itemId: 'item-1', quantity: 3 }], [odd]);
    expect(credit).toMatchObject({ quantity: 3, lineTotal: 15, lineServiceFee: 2 });
    // A line billed before fees were counted per unit (0.015 on the line, rounded to 0.02): two
    // units give back 2 x 0.01 (0.005 a unit, rounded up), and the last unit what is left, 0.00.
    const [first] = allocateCredit([{ itemId: 'item-1', quantity: 2 }], [odd]);
    expect(first).toMatchObject({ lineTotal: 10, lineServiceFee: 2 });
    const [last] = allocateCredit(
      [{ itemId: 'item-1', quantity: 1 }],
      [{ ...odd, credited: { quantity: 2, lineTotal: 10, lineServiceFee: 2 } }],
    );
    expect(last).toMatchObject({ lineTotal: 5, lineServiceFee: 0 });
  });

  it('spreads a return over the item’s lines, oldest first, each at its own fee percent', () => {
    const lines = [
      line({ credited: { quantity: 2, lineTotal: 3998, lineServiceFee: 500 } }),
      line({ id: 'line-2', capturedQuantity: 2, lineTotal: '39.98', feePctAtCapture: '20.00', lineServiceFee: '8.00' }),
    ];
    const credits = allocateCredit([{ itemId: 'item-1', quantity: 2 }], lines);
    expect(credits).toEqual([
      expect.objectContaining({ invoiceLineId: 'line-1', quantity: 1, lineTotal: 1999, lineServiceFee: 250 }),
      expect.objectContaining({
        invoiceLineId: 'line-2',
        quantity: 1,
        feePct: '20.00',
        lineTotal: 1999,
        lineServiceFee: 400,
      }),
    ]);
  });

  it('refuses more than was captured and not yet credited, naming the item', () => {
    const partly = line({ credited: { quantity: 2, lineTotal: 3998, lineServiceFee: 500 } });
    expect(() => allocateCredit([{ itemId: 'item-1', quantity: 2 }], [partly])).toThrow(
      new ConflictException('Only 1 left to credit for "Linen blazer".'),
    );
    const all = line({ credited: { quantity: 3, lineTotal: 5997, lineServiceFee: 750 } });
    expect(() => allocateCredit([{ itemId: 'item-1', quantity: 1 }], [all])).toThrow(
      new ConflictException('Nothing left to credit for "Linen blazer".'),
    );
  });

  it('refuses an item the invoice did not capture', () => {
    expect(() => allocateCredit([{ itemId: 'item-2', quantity: 1 }], [line()])).toThrow(BadRequestException);
  });
});
