import { moneyTransformer } from './money.transformer';

describe('moneyTransformer', () => {
  it('transforms DECIMAL values from either driver to the same string', () => {
    expect(moneyTransformer.from(12.5)).toBe('12.50');
    expect(moneyTransformer.from('12.50')).toBe('12.50');
    expect(moneyTransformer.from(null)).toBeNull();
    expect(moneyTransformer.to('3')).toBe('3.00');
  });
});
