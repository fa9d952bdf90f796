import fc from 'fast-check';
import { lineAmounts } from './captures';
import { fromCents } from './cents';
import { invoiceTotals } from './invoice-totals';
import { type BilledLine, previewReturn, replayReturns } from './return-preview';

function billed(itemId: string, quantity: number, unitPrice: string, feePct: string, status = 'CAPTURED'): BilledLine {
  const amounts = lineAmounts(quantity, unitPrice, feePct);
  return {
    itemId,
    status,
    capturedQuantity: quantity,
    unitPrice,
    feePctAtCapture: feePct,
    lineTotal: fromCents(amounts.lineTotal),
    lineServiceFee: fromCents(amounts.lineServiceFee),
  };
}

describe('replayReturns', () => {
  it('lists the items in the order of their first capture, leaving out voided lines', () => {
    const items = replayReturns(
      [
        billed('scarf', 3, '19.99', '12.50'),
        billed('belt', 1, '5.00', '12.50', 'VOIDED'),
        billed('scarf', 1, '19.99', '10'),
      ],
      [[{ itemId: 'scarf', quantity: 3 }]],
    );
    expect(items.map((item) => [item.itemId, item.lines.map((line) => line.credited.quantity)])).toEqual([
      ['scarf', [3, 0]],
    ]);
  });

  it('puts each earlier return where the server put it: the oldest lines first, a closing credit its remainder', () => {
    // Billed before fees were per unit: 3 × 0.07 at 7.25 % is 0.015225 → 0.02 of fee on the line;
    // one unit alone is 0.005075 → 0.01, so after two single units the last one takes 0.00.
    const pin = { ...billed('pin', 3, '0.07', '7.25'), lineServiceFee: '0.02' };
    const [afterTwo] = replayReturns([pin], [[{ itemId: 'pin', quantity: 1 }], [{ itemId: 'pin', quantity: 1 }]]);
    expect(afterTwo!.lines[0]!.credited).toEqual({ quantity: 2, lineTotal: 14, lineServiceFee: 2 });
    expect(previewReturn([afterTwo!], { pin: 1 })).toMatchObject({ subtotal: 7, serviceFee: 0, total: 7 });
  });
});

describe('previewReturn', () => {
  it('takes no more than is left and skips what is not asked for', () => {
    const items = replayReturns([billed('scarf', 3, '19.99', '12.50'), billed('vase', 2, '45.00', '12.50')], []);
    expect(previewReturn(items, { scarf: 9 })).toMatchObject({ subtotal: 5997, serviceFee: 750, total: 6747 });
    expect(previewReturn(items, {})).toEqual({ lines: [], subtotal: 0, serviceFee: 0, taxes: 0, total: 0 });
  });
});

describe('properties', () => {
  const items = fc.constantFrom('a', 'b', 'c');
  const captures = fc.array(
    fc.record({
      itemId: items,
      quantity: fc.integer({ min: 1, max: 20 }),
      price: fc.integer({ min: 0, max: 99_999 }).map(fromCents),
      feePct: fc.integer({ min: 0, max: 5_000 }).map(fromCents),
    }),
    { minLength: 1, maxLength: 6 },
  );
  /** Returns, oldest first: per note, units asked back of some items (each item once a note). */
  const returns = fc.array(
    fc.uniqueArray(fc.record({ itemId: items, quantity: fc.integer({ min: 1, max: 30 }) }), {
      selector: (line) => line.itemId,
      maxLength: 3,
    }),
    { maxLength: 5 },
  );

  it('credits, over all returns, no more than the invoice billed, each note its lines summed', () => {
    fc.assert(
      fc.property(captures, returns, (lines, asks) => {
        const invoice = lines.map(({ itemId, quantity, price, feePct }) => billed(itemId, quantity, price, feePct));
        const notes: { itemId: string; quantity: number }[][] = [];
        let credited = { subtotal: 0, serviceFee: 0 };
        for (const ask of asks) {
          // Each note is read back as the browser reads it: replayed from the notes before it.
          const preview = previewReturn(
            replayReturns(invoice, notes),
            Object.fromEntries(ask.map((line) => [line.itemId, line.quantity])),
          );
          const lineSum = preview.lines.reduce((sum, line) => sum + line.lineTotal + line.lineServiceFee, 0);
          if (preview.total !== lineSum || preview.total !== preview.subtotal + preview.serviceFee) return false;
          credited = {
            subtotal: credited.subtotal + preview.subtotal,
            serviceFee: credited.serviceFee + preview.serviceFee,
          };
          notes.push(preview.lines.map(({ itemId, quantity }) => ({ itemId, quantity })));
        }
        const totals = invoiceTotals(invoice.map((line) => ({ ...line, lineTaxes: '0.00' })));
        const left = replayReturns(invoice, notes).flatMap((item) => item.lines);
        const allBack = left.every((line) => line.credited.quantity === line.capturedQuantity);
        return (
          credited.subtotal <= totals.subtotal &&
          credited.serviceFee <= totals.serviceFee &&
          (!allBack || (credited.subtotal === totals.subtotal && credited.serviceFee === totals.serviceFee))
        );
      }),
    );
  });
});
