import { fromCents, toCents } from '../../common/money/money';
import {
  clientUnitPrice,
  feeInclusiveLineTotal,
  feeInclusiveUnitPrice,
  feeInclusiveSubtotal,
  invoiceTotals,
  lineAmounts,
  unitServiceFee,
} from './invoice-totals';

describe('invoice amounts', () => {
  it('bills quantity x unit price and the fee on it, taxes 0', () => {
    expect(lineAmounts(3, '19.99', '12.50')).toEqual({ lineTotal: 5997, lineServiceFee: 750, lineTaxes: 0 });
  });

  it('rounds the fee once per unit, half away from zero', () => {
    // 0.10 x 12.5 % = 0.0125 -> 0.01 a unit: three units bill 0.03, not the 0.04 of 0.30 x 12.5 %.
    expect(unitServiceFee('0.10', '12.50')).toBe(1);
    expect(lineAmounts(3, '0.10', '12.50')).toEqual({ lineTotal: 30, lineServiceFee: 3, lineTaxes: 0 });
    expect(clientUnitPrice('289.00', '15.00')).toBe('332.35');
    expect(clientUnitPrice('19.99', '12.50')).toBe('22.49');
  });

  it("gives a line's unit price for the client, blank for a line that does not divide by its quantity", () => {
    expect(feeInclusiveUnitPrice(3, { lineTotal: '59.97', lineServiceFee: '7.50' })).toBe('22.49');
    // Billed before fees were per unit: 0.30 + 0.04 over 3 units is no whole number of cents.
    expect(feeInclusiveUnitPrice(3, { lineTotal: '0.30', lineServiceFee: '0.04' })).toBeNull();
  });

  it('rounds each line fee half away from zero, once', () => {
    // 0.05 x 10 % = 0.005 -> 0.01; 0.04 x 10 % = 0.004 -> 0.00
    expect(lineAmounts(1, '0.05', '10').lineServiceFee).toBe(1);
    expect(lineAmounts(1, '0.04', '10').lineServiceFee).toBe(0);
  });

  it('stays exact at the largest quantity and price', () => {
    expect(lineAmounts(9999, '99999999.99', '100')).toEqual({
      lineTotal: 99_989_999_990_001,
      lineServiceFee: 99_989_999_990_001,
      lineTaxes: 0,
    });
  });

  it('sums the lines into the totals, so the invoice fee is the sum of the line fees', () => {
    // Each line's 0.005 rounds up; a fee computed on the 0.10 subtotal would be 0.01, not 0.02.
    const line = { lineTotal: '0.05', lineServiceFee: '0.01', lineTaxes: '0.00' };
    expect(invoiceTotals([line, line])).toEqual({ originalSubtotal: 10, serviceFee: 2, taxes: 0, total: 12 });
    expect(invoiceTotals([])).toEqual({ originalSubtotal: 0, serviceFee: 0, taxes: 0, total: 0 });
  });

  it('gives the client lines that add up exactly to her subtotal and, with taxes, to the total', () => {
    // 7.25 % on these leaves fractions of a cent on every line, rounded each its own way.
    const lines = [
      [3, '19.99'],
      [1, '0.07'],
      [7, '3.33'],
      [2, '45.55'],
    ].map(([quantity, price]) => {
      const amounts = lineAmounts(quantity as number, price as string, '7.25');
      return {
        lineTotal: fromCents(amounts.lineTotal),
        lineServiceFee: fromCents(amounts.lineServiceFee),
        lineTaxes: '0.00',
      };
    });
    const totals = invoiceTotals(lines);
    const invoice = { originalSubtotal: fromCents(totals.originalSubtotal), serviceFee: fromCents(totals.serviceFee) };
    const hers = lines.map((line) => toCents(feeInclusiveLineTotal(line)));
    expect(hers.reduce((sum, amount) => sum + amount, 0)).toBe(totals.total);
    expect(toCents(feeInclusiveSubtotal(invoice)) + totals.taxes).toBe(totals.total);
  });

  describe.each(['12.50', '7.25', '0.01', '33.33', '49.99', '15'])('at an awkward %s %% fee', (feePct) => {
    const prices = ['0.01', '0.05', '0.10', '0.99', '3.33', '19.99', '45.55', '289.00', '1234.57'];

    it('makes her card (quantity x her unit price) equal her invoice line, whatever the quantity', () => {
      for (const price of prices) {
        for (const quantity of [1, 2, 3, 7, 11]) {
          const amounts = lineAmounts(quantity, price, feePct);
          const line = { lineTotal: fromCents(amounts.lineTotal), lineServiceFee: fromCents(amounts.lineServiceFee) };
          expect(toCents(feeInclusiveLineTotal(line))).toBe(quantity * toCents(clientUnitPrice(price, feePct)));
        }
      }
    });

    it('bills the same for an item captured in parts as in one go', () => {
      for (const price of prices) {
        const whole = lineAmounts(7, price, feePct);
        const parts = [lineAmounts(2, price, feePct), lineAmounts(4, price, feePct), lineAmounts(1, price, feePct)];
        expect(parts.reduce((sum, part) => sum + part.lineServiceFee, 0)).toBe(whole.lineServiceFee);
      }
    });

    it('adds her lines up to the invoice total exactly, in cents', () => {
      const lines = prices.map((price, index) => {
        const amounts = lineAmounts(index + 1, price, feePct);
        return {
          lineTotal: fromCents(amounts.lineTotal),
          lineServiceFee: fromCents(amounts.lineServiceFee),
          lineTaxes: '0.00',
        };
      });
      const totals = invoiceTotals(lines);
      const hers = lines.map((line) => toCents(feeInclusiveLineTotal(line)));
      expect(hers.reduce((sum, amount) => sum + amount, 0)).toBe(totals.total);
    });
  });
});
