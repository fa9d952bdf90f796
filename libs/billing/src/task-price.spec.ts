import { type PricedItem, priceTask } from './task-price';

const unbilled = (quantity: number, unitPrice: string): PricedItem => ({
  quantity,
  unitPrice,
  billedQuantity: 0,
  billedSubtotal: 0,
  billedFee: 0,
});

describe('priceTask', () => {
  it('is exact to the cent: 3 x 19.99 at 12.50 % is 59.97 + 7.50 = 67.47', () => {
    expect(priceTask([unbilled(3, '19.99')], '12.50')).toEqual({ subtotal: 5997, serviceFee: 750, total: 6747 });
  });

  it("rounds each item's fee on its own, half away from zero, as an invoice line is", () => {
    // 15 % of 0.10 is 0.015 -> 0.02, of 0.20 is 0.03: 0.05.
    const items = [unbilled(1, '0.10'), unbilled(1, '0.20')];
    expect(priceTask(items, '10')).toEqual({ subtotal: 30, serviceFee: 3, total: 33 });
    expect(priceTask(items, '15.00')).toEqual({ subtotal: 30, serviceFee: 5, total: 35 });
    // 7.50 + 5.63 = 13.13, where one rounding of 104.97 would give 13.12.
    expect(priceTask([unbilled(3, '19.99'), unbilled(1, '45.00')], '12.50')).toEqual({
      subtotal: 10497,
      serviceFee: 1313,
      total: 11810,
    });
  });

  it('takes invoiced units at what their lines billed net of returns, the rest at the fee now', () => {
    // 2 x 89.00 billed at 12.5 % (22.25), one returned (89.00 + 11.13): 89.00 + 11.12 left,
    // not 11.13 as a fresh rounding of one unit would say; plus a third unit not invoiced, at 20 %.
    const item: PricedItem = {
      quantity: 3,
      unitPrice: '89.00',
      billedQuantity: 2,
      billedSubtotal: 8900,
      billedFee: 1112,
    };
    expect(priceTask([item], '20.00')).toEqual({ subtotal: 17800, serviceFee: 2892, total: 20692 });
  });

  it('prices nothing at zero, and a zero fee adds nothing', () => {
    expect(priceTask([], '12.50')).toEqual({ subtotal: 0, serviceFee: 0, total: 0 });
    expect(priceTask([unbilled(2, '50.00')], '0.00')).toEqual({ subtotal: 10000, serviceFee: 0, total: 10000 });
  });
});
