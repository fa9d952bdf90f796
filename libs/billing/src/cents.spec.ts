import fc from 'fast-check';
import { fromCents, MAX_AMOUNT_CENTS, parseTypedAmount, toCents, toMoneyString } from './cents';

describe('toCents', () => {
  it('parses decimal strings and numbers to integer cents without float error', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1000000.01')).toBe(100000001);
    expect(toCents('-3.07')).toBe(-307);
  });

  it.each<[string, number]>([
    ['12.50', 1250],
    ['12.5', 1250],
    ['7', 700],
    ['0.00', 0],
    ['0.1', 10],
    ['0.29', 29],
    ['-1.05', -105],
    [' 19.99 ', 1999],
    ['99999999.99', 9_999_999_999],
  ])('reads %p as %p cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
  });

  it.each(['', 'abc', '1,50', '1.2.3', '$5', '1e5'])('refuses %p', (text) => {
    expect(() => toCents(text)).toThrow('Not a decimal amount');
  });
});

describe('fromCents', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [6747, '67.47'],
    [-105, '-1.05'],
    [-307, '-3.07'],
    [9_999_999_999, '99999999.99'],
  ])('writes %p as %p', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('normalises any decimal representation to the wire form', () => {
    expect(toMoneyString(7)).toBe('7.00');
    expect(toMoneyString('12.5000')).toBe('12.50');
  });
});

describe('parseTypedAmount', () => {
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
    expect(parseTypedAmount(text)).toBe(cents);
  });

  it.each(['12.345', '-1', 'abc', '', '1,23', '12,50', '1.2.3', '.', '$'])('refuses %p', (text) => {
    expect(parseTypedAmount(text)).toBeNull();
  });
});

describe('properties', () => {
  const amounts = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS });

  it('reads back every amount it writes', () => {
    fc.assert(fc.property(amounts, (cents) => toCents(fromCents(cents)) === cents));
  });

  it('writes every amount with exactly two decimals', () => {
    fc.assert(fc.property(amounts, (cents) => /^-?\d+\.\d{2}$/.test(fromCents(cents))));
  });

  it('reads a typed amount as the wire form reads it', () => {
    const prices = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
    fc.assert(fc.property(prices, (cents) => parseTypedAmount(fromCents(cents)) === cents));
  });

  it('rounds extra decimals to the nearer cent, half away from zero', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 999 }), (cents, thousandths) => {
        const text = `${cents < 0 ? '-' : ''}${fromCents(Math.abs(cents))}${String(thousandths).padStart(3, '0')}`;
        const away = Math.floor(thousandths / 100) >= 5 ? 1 : 0;
        return toCents(text) === (cents < 0 ? cents - away : cents + away);
      }),
    );
  });
});
