import { fromCents, toCents } from '../../common/money/money';
import { feeInclusiveLineTotal, feeInclusiveSubtotal, invoiceTotals, lineAmounts } from './invoice-totals';

describe('invoice amounts', () => {
  it('bills quantity x unit price and the fee on it, taxes 0', () => {
    expect(lineAmounts(3, '19.99', '12.50')).toEqual({ lineTotal: 5997, lineServiceFee: 750, lineTaxes: 0 });
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
});
