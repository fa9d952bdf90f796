import { fromCents, percentOf, toCents, toMoneyString } from './money';
import { moneyTransformer } from './money.transformer';

describe('money', () => {
  it('parses decimal strings and numbers to integer cents without float error', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1000000.01')).toBe(100000001);
    expect(toCents('-3.07')).toBe(-307);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => toCents('abc')).toThrow('Not a decimal amount');
    expect(() => toCents('1e5')).toThrow();
    expect(() => toCents('')).toThrow();
  });

  it('formats cents as two-decimal strings', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(-307)).toBe('-3.07');
    expect(toMoneyString(7)).toBe('7.00');
  });

  it('takes percentages exactly and rounds once, half away from zero', () => {
    expect(percentOf(10000, '12.50')).toBe(1250);
    expect(percentOf(1999, '12.50')).toBe(250); // 249.875 -> 250
    expect(percentOf(1, '50')).toBe(1); // 0.5 -> 1
    expect(percentOf(3333, '15')).toBe(500); // 499.95 -> 500
    expect(percentOf(0, '12.5')).toBe(0);
    expect(percentOf(-1999, '12.50')).toBe(-250);
  });

  it('transforms DECIMAL values from either driver to the same string', () => {
    expect(moneyTransformer.from(12.5)).toBe('12.50');
    expect(moneyTransformer.from('12.50')).toBe('12.50');
    expect(moneyTransformer.from(null)).toBeNull();
    expect(moneyTransformer.to('3')).toBe('3.00');
  });
});
