import { centsToAmount, lineTotalCents, parsePriceCents } from './price';

describe('parsePriceCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.99', 99],
    ['.5', 50],
    ['12.', 1200],
    ['$1,234.56', 123456],
    [' 7.05 ', 705],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents);
  });

  it.each(['12.345', '-1', 'abc', '', '1,23', '12,50', '1.2.3', '.', '$'])('refuses %p', (text) => {
    expect(parsePriceCents(text)).toBeNull();
  });
});

describe('cents arithmetic', () => {
  it('writes cents as a two-decimal amount', () => {
    expect(centsToAmount(1250)).toBe('12.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(99_999_999_99)).toBe('99999999.99');
  });

  it('multiplies in cents, exactly', () => {
    expect(lineTotalCents('0.10', 3)).toBe(30);
    expect(lineTotalCents('19.99', 3)).toBe(5997);
  });
});
