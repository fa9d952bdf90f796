import fc from 'fast-check';
import { fromCents, MAX_AMOUNT_CENTS } from './cents';
import { clientUnitPrice, percentOf, unitServiceFee } from './service-fee';

describe('percentOf', () => {
  it('takes percentages exactly and rounds once, half away from zero', () => {
    expect(percentOf(10000, '12.50')).toBe(1250);
    expect(percentOf(1999, '12.50')).toBe(250); // 249.875 -> 250
    expect(percentOf(1, '50')).toBe(1); // 0.5 -> 1
    expect(percentOf(3333, '15')).toBe(500); // 499.95 -> 500
    expect(percentOf(0, '12.5')).toBe(0);
    expect(percentOf(-1999, '12.50')).toBe(-250);
    expect(percentOf(4, '12.50')).toBe(1); // 0.5 cent → 1
    expect(percentOf(-4, '12.50')).toBe(-1); // -0.5 cent → -1
    expect(percentOf(3, '12.50')).toBe(0); // 0.375 → 0
    expect(percentOf(5997, '12.50')).toBe(750); // 749.625 → 750
    expect(percentOf(1000, '0.05')).toBe(1); // 0.5 → 1
    expect(percentOf(1000, '0.04')).toBe(0); // 0.4 → 0
  });

  it('gives 0 at a 0 % fee and the whole amount at 100 %', () => {
    expect(percentOf(123_456, '0.00')).toBe(0);
    expect(percentOf(123_456, '100.00')).toBe(123_456);
  });

  it('stays exact where cents × basis points passes 2^53', () => {
    // 9999 × $99,999,999.99 at 33.33 %: the product is about 3.3e17.
    const cents = 9999 * 9_999_999_999;
    expect(percentOf(cents, '33.33')).toBe(33_326_666_996_667);
  });

  it('agrees on both sides of 2^53, where the sum leaves plain numbers for BigInt', () => {
    // 900 719 925 474 × 10 000 is just past Number.MAX_SAFE_INTEGER; one cent less is just under it.
    expect(percentOf(900_719_925_474, '100')).toBe(900_719_925_474);
    expect(percentOf(900_719_925_473, '100')).toBe(900_719_925_473);
    expect(percentOf(-900_719_925_474, '12.50')).toBe(-112_589_990_684);
  });
});

describe('the unit fee', () => {
  it('rounds the fee once per unit, half away from zero', () => {
    // 0.10 x 12.5 % = 0.0125 -> 0.01 a unit.
    expect(unitServiceFee('0.10', '12.50')).toBe(1);
    expect(unitServiceFee('0.05', '10')).toBe(1); // 0.005 -> 0.01
    expect(unitServiceFee('0.04', '10')).toBe(0); // 0.004 -> 0.00
  });

  it("folds the fee into the client's unit price", () => {
    expect(clientUnitPrice('289.00', '15.00')).toBe('332.35');
    expect(clientUnitPrice('19.99', '12.50')).toBe('22.49');
  });
});

describe('properties', () => {
  const hundredthsOfPercent = fc.integer({ min: 0, max: 10_000 });
  const percentText = (hundredths: number) => fromCents(hundredths);

  it('is within half a cent of the exact fee, and a half goes away from zero', () => {
    const amounts = fc.integer({ min: -9999 * MAX_AMOUNT_CENTS, max: 9999 * MAX_AMOUNT_CENTS });
    fc.assert(
      fc.property(amounts, hundredthsOfPercent, (cents, hundredths) => {
        const fee = BigInt(percentOf(cents, percentText(hundredths)));
        const exact = BigInt(cents) * BigInt(hundredths); // in 1/10 000 of a cent
        const error = fee * 10_000n - exact; // how far the rounded fee is from the exact one
        const halfway = exact % 10_000n === 5_000n || exact % 10_000n === -5_000n;
        if (halfway) return exact > 0n ? error === 5_000n : error === -5_000n;
        return error > -5_000n && error < 5_000n;
      }),
    );
  });

  it('is symmetric in the sign of the amount and grows with it', () => {
    const prices = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
    fc.assert(
      fc.property(prices, prices, hundredthsOfPercent, (a, b, hundredths) => {
        const percent = percentText(hundredths);
        const [low, high] = a <= b ? [a, b] : [b, a];
        return percentOf(-a, percent) === -percentOf(a, percent) && percentOf(low, percent) <= percentOf(high, percent);
      }),
    );
  });

  it('never charges more than the price at 100 % or less than nothing', () => {
    const prices = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
    fc.assert(
      fc.property(prices, hundredthsOfPercent, (cents, hundredths) => {
        const fee = unitServiceFee(fromCents(cents), percentText(hundredths));
        return fee >= 0 && fee <= cents;
      }),
    );
  });
});
