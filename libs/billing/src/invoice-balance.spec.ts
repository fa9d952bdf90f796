import fc from 'fast-check';
import { fromCents } from './cents';
import { invoiceBalance } from './invoice-balance';

const due = (total: string) => ({ status: 'DUE', total });

describe('invoiceBalance', () => {
  it('takes the credit notes and the payments off the total', () => {
    expect(invoiceBalance(due('441.60'), [{ total: '109.25' }], [{ amount: '100.00' }, { amount: '0.35' }])).toEqual({
      netTotal: 33_235,
      paid: 10_035,
      balanceDue: 23_200,
      refunded: 0,
      owedBack: 0,
    });
    expect(invoiceBalance(due('67.47'), [], [])).toMatchObject({ netTotal: 6747, paid: 0, balanceDue: 6747 });
  });

  it('owes nothing once the payments reach what is kept, however much more was paid', () => {
    expect(invoiceBalance(due('441.60'), [{ total: '109.25' }], [{ amount: '441.60' }]).balanceDue).toBe(0);
  });

  it('owes back what was paid beyond what is kept, until it is refunded', () => {
    const paid = { status: 'PAID', total: '441.60' };
    expect(invoiceBalance(paid, [{ total: '109.25' }], [{ amount: '441.60' }])).toMatchObject({
      netTotal: 33_235,
      owedBack: 10_925,
    });
    expect(
      invoiceBalance(paid, [{ total: '109.25' }], [{ amount: '441.60' }], [{ amount: '100.00' }, { amount: '9.25' }]),
    ).toMatchObject({ refunded: 10_925, owedBack: 0 });
  });

  it('asks nothing of a draft or a voided invoice', () => {
    expect(invoiceBalance({ status: 'VOID', total: '22.52' }, [], []).balanceDue).toBe(0);
    expect(invoiceBalance({ status: 'DRAFT', total: '22.52' }, [], []).balanceDue).toBe(0);
  });

  it('always adds up: what is due and what was paid make the net total while anything is due', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        cents,
        fc.array(cents, { maxLength: 4 }),
        fc.array(cents, { maxLength: 4 }),
        (total, credits, paid) => {
          const balance = invoiceBalance(
            due(fromCents(total)),
            credits.map((credit) => ({ total: fromCents(credit) })),
            paid.map((amount) => ({ amount: fromCents(amount) })),
          );
          expect(balance.balanceDue).toBeGreaterThanOrEqual(0);
          if (balance.balanceDue > 0) expect(balance.balanceDue + balance.paid).toBe(balance.netTotal);
          else expect(balance.paid).toBeGreaterThanOrEqual(balance.netTotal);
          // Never both: owing and owed back.
          expect(balance.balanceDue === 0 || balance.owedBack === 0).toBe(true);
          expect(balance.owedBack).toBe(Math.max(0, balance.paid - balance.netTotal));
        },
      ),
    );
  });
});
