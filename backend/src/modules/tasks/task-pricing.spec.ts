import { priceTask } from './task-pricing';

describe('priceTask', () => {
  it('is exact to the cent: 3 x 19.99 at 12.50 % is 59.97 + 7.50 = 67.47', () => {
    expect(priceTask([{ quantity: 3, unitPrice: '19.99' }], '12.50')).toEqual({
      subtotal: 5997,
      serviceFee: 750,
      total: 6747,
    });
  });

  it('sums every item and rounds the fee once, half away from zero', () => {
    // 0.10 + 0.20 = 0.30 (no binary float drift); 10 % of 0.30 is 0.03; 15 % of 0.30 = 0.045 -> 0.05.
    const items = [
      { quantity: 1, unitPrice: '0.10' },
      { quantity: 1, unitPrice: '0.20' },
    ];
    expect(priceTask(items, '10')).toEqual({ subtotal: 30, serviceFee: 3, total: 33 });
    expect(priceTask(items, '15.00')).toEqual({ subtotal: 30, serviceFee: 5, total: 35 });
  });

  it('prices nothing at zero, and a zero fee adds nothing', () => {
    expect(priceTask([], '12.50')).toEqual({ subtotal: 0, serviceFee: 0, total: 0 });
    expect(priceTask([{ quantity: 2, unitPrice: '50.00' }], '0.00')).toEqual({
      subtotal: 10000,
      serviceFee: 0,
      total: 10000,
    });
  });
});
