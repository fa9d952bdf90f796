import fc from 'fast-check';
import { lineAmounts } from './captures';
import { fromCents, MAX_AMOUNT_CENTS } from './cents';

describe('lineAmounts', () => {
  it('bills quantity x unit price and the fee on it, taxes 0', () => {
    expect(lineAmounts(3, '19.99', '12.50')).toEqual({ lineTotal: 5997, lineServiceFee: 750, lineTaxes: 0 });
  });

  it('rounds the fee once per unit: 3 × 0.10 at 12.5 % bills 0.03, not the 0.04 of 0.30 x 12.5 %', () => {
    expect(lineAmounts(3, '0.10', '12.50')).toEqual({ lineTotal: 30, lineServiceFee: 3, lineTaxes: 0 });
  });

  it('rounds each line fee half away from zero, once', () => {
    // 0.05 x 10 % = 0.005 -> 0.01; 0.04 x 10 % = 0.004 -> 0.00
    expect(lineAmounts(1, '0.05', '10').lineServiceFee).toBe(1);
    expect(lineAmounts(1, '0.04', '10').lineServiceFee).toBe(0);
  });

  it('adds cents without float drift', () => {
    expect(lineAmounts(3, '1.10', '0').lineTotal).toBe(330); // 3 × 1.1 is 3.3000000000000003 in floats
  });

  it('stays exact at the largest quantity and price', () => {
    expect(lineAmounts(9999, '99999999.99', '100')).toEqual({
      lineTotal: 99_989_999_990_001,
      lineServiceFee: 99_989_999_990_001,
      lineTaxes: 0,
    });
  });

  it.each(['12.50', '7.25', '0.01', '33.33', '49.99', '15'])(
    'bills an item captured in parts the same as whole, at an awkward %s %%',
    (feePct) => {
      for (const price of ['0.01', '0.05', '0.10', '0.99', '3.33', '19.99', '45.55', '289.00', '1234.57']) {
        const whole = lineAmounts(7, price, feePct);
        const parts = [lineAmounts(2, price, feePct), lineAmounts(4, price, feePct), lineAmounts(1, price, feePct)];
        expect(parts.reduce((sum, part) => sum + part.lineServiceFee, 0)).toBe(whole.lineServiceFee);
      }
    },
  );
});

describe('properties', () => {
  const price = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }).map(fromCents);
  const feePct = fc.integer({ min: 0, max: 10_000 }).map(fromCents);
  const quantity = fc.integer({ min: 0, max: 9999 });

  it('bills the same however the units are split over captures', () => {
    fc.assert(
      fc.property(price, feePct, fc.array(quantity, { maxLength: 6 }), (unitPrice, fee, parts) => {
        const whole = lineAmounts(
          parts.reduce((sum, part) => sum + part, 0),
          unitPrice,
          fee,
        );
        const split = parts.map((part) => lineAmounts(part, unitPrice, fee));
        return (
          split.reduce((sum, line) => sum + line.lineTotal, 0) === whole.lineTotal &&
          split.reduce((sum, line) => sum + line.lineServiceFee, 0) === whole.lineServiceFee
        );
      }),
    );
  });
});
