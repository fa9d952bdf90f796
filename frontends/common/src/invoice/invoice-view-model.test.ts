import { feePercentLabel, invoiceAmountRows, invoiceDates, isInvoiceOverdue } from './invoice-view-model';
import { fakeCreditNote, fakeLine, fakeShopperInvoice } from './test-fixtures';

const { invoice } = fakeShopperInvoice({ paidAt: '2026-03-05T10:00:00.000Z' });
const NO_AMOUNTS = { creditNotes: [], netTotal: '0.00', payments: [], amountPaid: '0.00', balanceDue: '0.00' };

it('names the fee percent only when every line was billed at it', () => {
  expect(feePercentLabel('12.50', [fakeLine(), fakeLine({ id: 'line-2' })])).toBe('12.50');
  expect(feePercentLabel('15.00', [fakeLine(), fakeLine({ id: 'line-2', feePctAtCapture: '15.00' })])).toBeNull();
  expect(feePercentLabel('12.50', [])).toBe('12.50');
});

it('lists the stored totals, the service fee for the shopper only', () => {
  expect(invoiceAmountRows(invoice!, [fakeLine()], true).map(({ label, amount }) => `${label} ${amount}`)).toEqual([
    'Subtotal 59.97',
    'Service fee (12.50%) 7.50',
    'Taxes 0.00',
    'Total 67.47',
  ]);
  expect(invoiceAmountRows(invoice!, [fakeLine()], false).map(({ label }) => label)).toEqual([
    'Subtotal',
    'Taxes',
    'Total',
  ]);
});

it('dates the milestones the invoice reached, and while it is due, the day it is due', () => {
  expect(invoiceDates({ ...invoice!, status: 'PAID' })).toEqual([
    'Created Mar 2, 2026',
    'Finalized Mar 2, 2026',
    'Paid Mar 5, 2026',
  ]);
  const { invoice: due } = fakeShopperInvoice();
  expect(invoiceDates(due!)).toEqual(['Created Mar 2, 2026', 'Finalized Mar 2, 2026', 'Due Mar 9, 2026']);
});

it('is overdue from the day after its due date, and only while due', () => {
  const { invoice: due } = fakeShopperInvoice();
  expect(isInvoiceOverdue(due!, '2026-03-09')).toBe(false);
  expect(isInvoiceOverdue(due!, '2026-03-10')).toBe(true);
  expect(isInvoiceOverdue({ ...due!, status: 'PAID' }, '2026-03-10')).toBe(false);
});

it('takes the credit notes off the total: Credits, then Net total, or Balance due for the client while due', () => {
  const credits = {
    creditNotes: [fakeCreditNote()],
    netTotal: '44.98',
    payments: [],
    amountPaid: '0.00',
    balanceDue: '44.98',
  };
  const rows = (shown: boolean, status: 'DUE' | 'PAID' = 'DUE') =>
    invoiceAmountRows({ ...invoice!, status }, [fakeLine()], shown, credits).map(
      ({ label, amount, emphasis }) => `${label} ${amount}${emphasis ? ' !' : ''}`,
    );
  expect(rows(true)).toEqual([
    'Subtotal 59.97',
    'Service fee (12.50%) 7.50',
    'Taxes 0.00',
    'Total 67.47',
    'Credits -22.49',
    'Net total 44.98 !',
  ]);
  expect(rows(false).slice(-2)).toEqual(['Credits -22.49', 'Balance due 44.98 !']);
  expect(rows(false, 'PAID').slice(-1)).toEqual(['Net total 44.98 !']);
  // No credit notes: the total stays the last, emphasized row.
  expect(
    invoiceAmountRows(invoice!, [fakeLine()], true, { ...NO_AMOUNTS, netTotal: '67.47', balanceDue: '67.47' }).at(-1),
  ).toEqual({
    label: 'Total',
    amount: '67.47',
    emphasis: true,
  });
});

it('takes the payments off what is left: Paid, then the balance due, after the net total when there are returns', () => {
  const payments = [{ amount: '20.00' }, { amount: '4.98' }];
  const rows = (creditNotes: { total: string }[], netTotal: string, balanceDue: string) =>
    invoiceAmountRows(invoice!, [fakeLine()], false, {
      creditNotes,
      netTotal,
      payments,
      amountPaid: '24.98',
      balanceDue,
    })
      .slice(2)
      .map(({ label, amount, emphasis }) => `${label} ${amount}${emphasis ? ' !' : ''}`);
  expect(rows([], '67.47', '42.49')).toEqual(['Total 67.47', 'Paid -24.98', 'Balance due 42.49 !']);
  expect(rows([fakeCreditNote()], '44.98', '20.00')).toEqual([
    'Total 67.47',
    'Credits -22.49',
    'Net total 44.98',
    'Paid -24.98',
    'Balance due 20.00 !',
  ]);
});
