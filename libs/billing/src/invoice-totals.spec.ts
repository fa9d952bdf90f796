import fc from 'fast-check';
import { lineAmounts } from './captures';
import { fromCents, toCents } from './cents';
import {
  feeInclusiveLineTotal,
  feeInclusiveSubtotal,
  feeInclusiveUnitPrice,
  invoiceTotals,
  previewTotals,
} from './invoice-totals';
import { clientUnitPrice } from './service-fee';

const stored = (quantity: number, price: string, feePct: string) => {
  const amounts = lineAmounts(quantity, price, feePct);
  return {
    lineTotal: fromCents(amounts.lineTotal),
    lineServiceFee: fromCents(amounts.lineServiceFee),
    lineTaxes: fromCents(amounts.lineTaxes),
  };
};

describe('invoiceTotals', () => {
  it('sums the lines into the totals, so the invoice fee is the sum of the line fees', () => {
    // Each line's 0.005 rounds up; a fee computed on the 0.10 subtotal would be 0.01, not 0.02.
    const line = { lineTotal: '0.05', lineServiceFee: '0.01', lineTaxes: '0.00' };
    expect(invoiceTotals([line, line])).toEqual({ subtotal: 10, serviceFee: 2, taxes: 0, total: 12 });
    expect(invoiceTotals([])).toEqual({ subtotal: 0, serviceFee: 0, taxes: 0, total: 0 });
  });
});

describe('previewTotals', () => {
  it('bills 3 × $19.99 at 12.50 %: 59.97 + 7.50 = 67.47', () => {
    const totals = previewTotals([{ quantity: 3, unitPrice: '19.99' }], '12.50');
    expect(totals).toEqual({ subtotal: 5997, serviceFee: 750, taxes: 0, total: 6747 });
    expect(fromCents(totals.total)).toBe('67.47');
  });

  it('adds cents without float drift (0.1 + 0.2)', () => {
    const lines = [
      { quantity: 1, unitPrice: '0.10' },
      { quantity: 1, unitPrice: '0.20' },
    ];
    expect(fromCents(previewTotals(lines, '0.00').total)).toBe('0.30');
  });

  it('sums the per-line rounded fees, as the server stores them', () => {
    // Each $0.04 line has a 0.5 cent fee that rounds up to 1; the fee of the $0.08 sum would be 1.
    const lines = [
      { quantity: 1, unitPrice: '0.04' },
      { quantity: 1, unitPrice: '0.04' },
    ];
    expect(previewTotals(lines, '12.50')).toEqual({ subtotal: 8, serviceFee: 2, taxes: 0, total: 10 });
  });

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
    expect(totals.serviceFee).toBe(1_111_111_111);
    expect(fromCents(totals.total)).toBe('99999999.99');
  });
});

describe("the client's amounts", () => {
  it("gives a line's unit price for the client, blank for a line that does not divide by its quantity", () => {
    expect(feeInclusiveUnitPrice(3, { lineTotal: '59.97', lineServiceFee: '7.50' })).toBe('22.49');
    // Billed before fees were per unit: 0.30 + 0.04 over 3 units is no whole number of cents.
    expect(feeInclusiveUnitPrice(3, { lineTotal: '0.30', lineServiceFee: '0.04' })).toBeNull();
  });

  it('gives the client lines that add up exactly to her subtotal and, with taxes, to the total', () => {
    // 7.25 % on these leaves fractions of a cent on every line, rounded each its own way.
    const lines = [stored(3, '19.99', '7.25'), stored(1, '0.07', '7.25'), stored(7, '3.33', '7.25')];
    const totals = invoiceTotals(lines);
    const invoice = { originalSubtotal: fromCents(totals.subtotal), serviceFee: fromCents(totals.serviceFee) };
    const hers = lines.map((line) => toCents(feeInclusiveLineTotal(line)));
    expect(hers.reduce((sum, amount) => sum + amount, 0)).toBe(totals.total);
    expect(toCents(feeInclusiveSubtotal(invoice)) + totals.taxes).toBe(totals.total);
  });

  describe.each(['12.50', '7.25', '0.01', '33.33', '49.99', '15'])('at an awkward %s %% fee', (feePct) => {
    const prices = ['0.01', '0.05', '0.10', '0.99', '3.33', '19.99', '45.55', '289.00', '1234.57'];

    it('makes her card (quantity x her unit price) equal her invoice line, whatever the quantity', () => {
      for (const price of prices) {
        for (const quantity of [1, 2, 3, 7, 11]) {
          const line = stored(quantity, price, feePct);
          expect(toCents(feeInclusiveLineTotal(line))).toBe(quantity * toCents(clientUnitPrice(price, feePct)));
        }
      }
    });
  });
});

describe('properties', () => {
  const line = fc.record({
    quantity: fc.integer({ min: 0, max: 9999 }),
    unitPrice: fc.integer({ min: 0, max: 99_999_99 }).map(fromCents),
  });
  const feePct = fc.integer({ min: 0, max: 10_000 }).map(fromCents);

  it('adds up: total = subtotal + fee + taxes, each the sum of its lines, and the preview is what is stored', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), feePct, (lines, fee) => {
        const preview = previewTotals(lines, fee);
        const stores = invoiceTotals(lines.map((chosen) => stored(chosen.quantity, chosen.unitPrice, fee)));
        const subtotal = lines.reduce((sum, chosen) => sum + chosen.quantity * toCents(chosen.unitPrice), 0);
        return (
          preview.total === preview.subtotal + preview.serviceFee + preview.taxes &&
          preview.subtotal === subtotal &&
          preview.taxes === 0 &&
          JSON.stringify(preview) === JSON.stringify(stores)
        );
      }),
    );
  });

  it("adds the client's lines up to her subtotal and the invoice total", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), feePct, (lines, fee) => {
        const rows = lines.map((chosen) => stored(chosen.quantity, chosen.unitPrice, fee));
        const totals = invoiceTotals(rows);
        const hers = rows.reduce((sum, row) => sum + toCents(feeInclusiveLineTotal(row)), 0);
        const invoice = { originalSubtotal: fromCents(totals.subtotal), serviceFee: fromCents(totals.serviceFee) };
        return hers === totals.total && toCents(feeInclusiveSubtotal(invoice)) === totals.total;
      }),
    );
  });
});
