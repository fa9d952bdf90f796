import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { InvoiceCard } from './index';
import { asClientEntry, fakeItem, fakeLine, fakePayment, fakeShopperEntry } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const items = [fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, unitPrice: '19.99' })];
const INVOICES = 'GET /api/tasks/task-1/invoices';
// A DUE invoice of 67.47: 20.00 by Zelle, then 10.00 by check 1042.
const partlyPaid = fakeShopperEntry(
  {},
  [fakeLine()],
  [],
  [
    fakePayment(),
    fakePayment({ id: 'pay-2', amount: '10.00', method: 'check', paidOn: '2026-03-06', reference: 'Check 1042' }),
  ],
);

function renderCard(canManage: boolean) {
  return renderScreen(<InvoiceCard taskId="task-1" items={items} feePct="12.50" canManage={canManage} />, {
    me: fakeAccount(canManage ? 'SHOPPER' : 'CLIENT', canManage ? 'Avery Shopper' : 'Casey Client'),
  });
}

const rowsOf = (group: HTMLElement) =>
  [...group.querySelectorAll('dl > div')].map((row) => row.textContent?.replace(/\s+/g, ' '));

it('shows the shopper what was paid, how and when, and what is left; Mark Paid asks for the rest', async () => {
  mockFetch({ [INVOICES]: { body: [partlyPaid] } });
  renderCard(true);
  const totals = await screen.findByRole('group', { name: 'Invoice totals' });
  expect(rowsOf(totals).slice(-3)).toEqual(['Total$67.47', 'Paid-$30.00', 'Balance due$37.47']);
  const payments = within(screen.getByRole('region', { name: 'Payments' }));
  expect(payments.getByText('Mar 4, 2026 · Zelle')).toBeInTheDocument();
  expect(payments.getByText('Mar 6, 2026 · Check · Check 1042')).toBeInTheDocument();
  expect(payments.getByText('$10.00')).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  expect(screen.getByText('Payments are recorded on this invoice, so it can no longer be voided.')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mark Paid' }));
  expect(await screen.findByText(/Confirm that the remaining \$37\.47 has been paid\./)).toBeInTheDocument();
});

it('shows the client her payments and the balance due, which "How to pay" is about', async () => {
  mockFetch({
    [INVOICES]: { body: [asClientEntry(partlyPaid)] },
    'GET /api/my-shopper': { body: { paymentInstructions: 'Zelle to avery@example.com', paymentLink: null } },
  });
  renderCard(false);
  const totals = await screen.findByRole('group', { name: 'Invoice totals' });
  expect(rowsOf(totals).slice(-2)).toEqual(['Paid-$30.00', 'Balance due$37.47']);
  expect(screen.getByRole('region', { name: 'Payments' })).toBeInTheDocument();
  expect(await screen.findByText('Zelle to avery@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
});
