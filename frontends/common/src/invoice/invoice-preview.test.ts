import { centsToString, lineCents, lineFeeCents, percentOfCents, previewTotals, toCents } from './invoice-preview';

describe('toCents', () => {
  it.each<[string, number]>([
    ['12.50', 1250],
    ['12.5', 1250],
    ['7', 700],
    ['0.00', 0],
    ['0.1', 10],
    ['0.29', 29],
    ['1.005', 101],
    ['1.004', 100],
    ['-1.05', -105],
    [' 19.99 ', 1999],
    ['99999999.99', 9_999_999_999],
  ])('reads %p as %p cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,50', '1.2.3', '$5'])('refuses %p', (text) => {
    expect(() => toCents(text)).toThrow('Not a decimal amount');
  });
});

describe('centsToString', () => {
  it.each<[number, string]>([
    [6747, '67.47'],
    [5, '0.05'],
    [0, '0.00'],
    [-105, '-1.05'],
    [9_999_999_999, '99999999.99'],
  ])('writes %p as %p', (cents, text) => {
    expect(centsToString(cents)).toBe(text);
  });
});

describe('percentOfCents', () => {
  it('rounds half away from zero', () => {
    expect(percentOfCents(4, '12.50')).toBe(1); // 0.5 cent → 1
    expect(percentOfCents(-4, '12.50')).toBe(-1); // -0.5 cent → -1
    expect(percentOfCents(3, '12.50')).toBe(0); // 0.375 → 0
    expect(percentOfCents(5997, '12.50')).toBe(750); // 749.625 → 750
    expect(percentOfCents(1000, '0.05')).toBe(1); // 0.5 → 1
    expect(percentOfCents(1000, '0.04')).toBe(0); // 0.4 → 0
  });

  it('gives 0 at a 0 % fee and the whole amount at 100 %', () => {
    expect(percentOfCents(123_456, '0.00')).toBe(0);
    expect(percentOfCents(123_456, '100.00')).toBe(123_456);
  });

  it('stays exact where cents × basis points passes 2^53', () => {
    // 9999 × $99,999,999.99 at 33.33 %: the product is about 3.3e17.
    const cents = 9999 * 9_999_999_999;
    expect(percentOfCents(cents, '33.33')).toBe(33_326_666_996_667);
  });
});

describe('previewTotals', () => {
  it('bills 3 × $19.99 at 12.50 %: 59.97 + 7.50 = 67.47', () => {
    const totals = previewTotals([{ quantity: 3, unitPrice: '19.99' }], '12.50');
    expect(totals).toEqual({ subtotal: 5997, serviceFee: 750, taxes: 0, total: 6747 });
    expect(centsToString(totals.total)).toBe('67.47');
  });

  it('adds cents without float drift (0.1 + 0.2)', () => {
    const totals = previewTotals(
      [
        { quantity: 1, unitPrice: '0.10' },
        { quantity: 1, unitPrice: '0.20' },
      ],
      '0.00',
    );
    expect(totals.subtotal).toBe(30);
    expect(centsToString(totals.total)).toBe('0.30');
    expect(lineCents({ quantity: 3, unitPrice: '1.10' })).toBe(330); // 3 × 1.1 is 3.3000000000000003 in floats
  });

  it('sums the per-line rounded fees, as the server stores them', () => {
    // Each $0.04 line has a 0.5 cent fee that rounds up to 1; the fee of the $0.08 sum would be 1.
    const totals = previewTotals(
      [
        { quantity: 1, unitPrice: '0.04' },
        { quantity: 1, unitPrice: '0.04' },
      ],
      '12.50',
    );
    expect(totals).toEqual({ subtotal: 8, serviceFee: 2, taxes: 0, total: 10 });
  });

  it('rounds the fee once per unit, as the server bills it: 3 × $0.10 at 12.50 % is 3 × 0.01', () => {
    // 0.0125 a unit rounds to 0.01; the fee of the 0.30 line taken whole would be 0.04.
    expect(lineFeeCents({ quantity: 3, unitPrice: '0.10' }, '12.50')).toBe(3);
    expect(previewTotals([{ quantity: 3, unitPrice: '0.10' }], '12.50').total).toBe(33);
  });

  it.each(['12.50', '7.25', '0.01', '33.33', '49.99'])(
    'bills an item captured in parts the same as whole, at an awkward %s %%',
    (feePct) => {
      for (const unitPrice of ['0.05', '0.10', '3.33', '19.99', '289.00']) {
        const whole = lineFeeCents({ quantity: 7, unitPrice }, feePct);
        const parts = [2, 4, 1].reduce((sum, quantity) => sum + lineFeeCents({ quantity, unitPrice }, feePct), 0);
        expect(parts).toBe(whole);
      }
    },
  );

  it('charges no fee at 0 % and nothing for no lines', () => {
    expect(previewTotals([{ quantity: 2, unitPrice: '45.00' }], '0.00')).toEqual({
      subtotal: 9000,
      serviceFee: 0,
      taxes: 0,
      total: 9000,
    });
    expect(previewTotals([], '12.50')).toEqual({ subtotal: 0, serviceFee: 0, taxes: 0, total: 0 });
  });

  it('keeps large amounts exact to the cent', () => {
    const totals = previewTotals([{ quantity: 1, unitPrice: '88888888.88' }], '12.50');
    expect(totals.serviceFee).toBe(1_111_111_111); // 1,111,111,111.0 cents exactly
    expect(centsToString(totals.total)).toBe('99999999.99');
  });
});
