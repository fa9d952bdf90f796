import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { AmountDueCard } from './AmountDueCard';
import { clientDashboard, dashboardInvoice } from './client-dashboard.fixture';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
const noop = () => undefined;

it('shows the total due and each DUE invoice, then the recently paid ones, each linking to its task', async () => {
  mockFetch({ 'GET /api/my-shopper': { body: { paymentLink: null, paymentInstructions: null } } });
  const dashboard = clientDashboard({
    amountDue: '1059.21',
    dueInvoices: [
      dashboardInvoice({ invoiceId: 'i-1', invoiceNumber: 'INV-1', taskId: 't-1', taskTitle: 'Coats', total: '22.49' }),
      dashboardInvoice({
        invoiceId: 'i-2',
        invoiceNumber: 'INV-2',
        taskId: 't-2',
        taskTitle: 'Sofa',
        total: '1036.72',
      }),
    ],
    recentlyPaid: [
      dashboardInvoice({
        invoiceId: 'i-0',
        invoiceNumber: 'INV-0',
        taskId: 't-1',
        total: '44.98',
        paidAt: '2026-03-02T09:00:00Z',
      }),
    ],
  });
  renderScreen(<AmountDueCard dashboard={dashboard} loading={false} error={false} retry={noop} />, { me });
  expect(screen.getByText('Total due').closest('.ant-statistic')).toHaveTextContent('$1,059.21');

  const due = within(screen.getByRole('list', { name: '2 invoices to pay' })).getAllByRole('link');
  expect(due.map((link) => link.getAttribute('href'))).toEqual(['/tasks/t-1', '/tasks/t-2']);
  expect(due[1]).toHaveTextContent('Sofa');
  expect(due[1]).toHaveTextContent('Invoice INV-2');
  expect(due[1]).toHaveTextContent('$1,036.72');

  const paid = within(screen.getByRole('list', { name: 'Recently paid' })).getAllByRole('link');
  expect(paid).toHaveLength(1);
  expect(paid[0]).toHaveTextContent('Invoice INV-0 · Paid Mar 2, 2026');
  expect(paid[0]).toHaveTextContent('$44.98');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

it('says she is all paid up when nothing is due, without a paid list when she has paid nothing', () => {
  renderScreen(<AmountDueCard dashboard={clientDashboard()} loading={false} error={false} retry={noop} />, { me });
  expect(screen.getByText("You're all paid up: nothing is due.")).toBeInTheDocument();
  expect(screen.queryByText('Total due')).not.toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows a placeholder while loading and Retry when the read failed', async () => {
  const retry = jest.fn();
  const { unmount } = renderScreen(<AmountDueCard dashboard={undefined} loading error={false} retry={retry} />, { me });
  expect(screen.getByLabelText('Loading your invoices')).toHaveAttribute('aria-busy', 'true');
  unmount();
  renderScreen(<AmountDueCard dashboard={undefined} loading={false} error retry={retry} />, { me });
  expect(screen.getByText('We could not load your invoices.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});

it("offers Pay now with her shopper's payment link while something is due, in a new tab", async () => {
  mockFetch({
    'GET /api/my-shopper': { body: { paymentLink: 'https://pay.example.com/harper', paymentInstructions: 'Zelle' } },
  });
  const dashboard = clientDashboard({ amountDue: '22.49', dueInvoices: [dashboardInvoice({ total: '22.49' })] });
  renderScreen(<AmountDueCard dashboard={dashboard} loading={false} error={false} retry={noop} />, { me });
  const payNow = await screen.findByRole('link', { name: 'Pay now (opens in a new tab)' });
  expect(payNow).toHaveAttribute('href', 'https://pay.example.com/harper');
  expect(payNow).toHaveAttribute('target', '_blank');
  expect(payNow).toHaveAttribute('rel', 'noopener noreferrer');
});

it('offers no Pay now when nothing is due, nor when her shopper gave no link', async () => {
  const fetchMock = mockFetch({ 'GET /api/my-shopper': { body: { paymentLink: null, paymentInstructions: null } } });
  const { unmount } = renderScreen(
    <AmountDueCard dashboard={clientDashboard()} loading={false} error={false} retry={noop} />,
    { me },
  );
  expect(fetchMock).not.toHaveBeenCalled();
  unmount();
  const dashboard = clientDashboard({ amountDue: '22.49', dueInvoices: [dashboardInvoice({ total: '22.49' })] });
  renderScreen(<AmountDueCard dashboard={dashboard} loading={false} error={false} retry={noop} />, { me });
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  // Let the answer reach the card before looking for what it would have added.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
});

it('says what is coming back to her after a return, and nothing while nothing is', () => {
  mockFetch({});
  const { unmount } = renderScreen(
    <AmountDueCard dashboard={clientDashboard({ comingBack: '109.25' })} loading={false} error={false} retry={noop} />,
    { me },
  );
  expect(screen.getByText('$109.25 coming back to you')).toBeInTheDocument();
  unmount();
  renderScreen(<AmountDueCard dashboard={clientDashboard()} loading={false} error={false} retry={noop} />, { me });
  expect(screen.queryByText(/coming back to you/)).not.toBeInTheDocument();
});

it('lists the deposits asked of her as links to their task, and says what she paid ahead', () => {
  mockFetch({});
  renderScreen(
    <AmountDueCard
      dashboard={clientDashboard({
        depositsAsked: [
          { depositId: 'd-1', taskId: 't-9', taskTitle: 'Spring edit', amount: '150.00', dueDate: '2026-12-20' },
        ],
        prepaid: { depositsHeld: '87.50', depositsRequested: '150.00', depositsRequestedCount: 1, credit: '56.25' },
      })}
      loading={false}
      error={false}
      retry={noop}
    />,
    { me },
  );
  const list = screen.getByRole('list', { name: '1 deposit to pay' });
  const link = within(list).getByRole('link', { name: /Spring edit/ });
  expect(link).toHaveAttribute('href', '/tasks/t-9');
  expect(link).toHaveTextContent('Deposit · Due Dec 20, 2026');
  expect(link).toHaveTextContent('$150.00');
  expect(screen.getByText('$87.50 of your deposits held for your requests: invoices take it off first.')).toBeVisible();
  expect(screen.getByText('$56.25 credit: your next invoice takes it off first.')).toBeVisible();
});

it('says nothing of deposits or credit while she has none', () => {
  mockFetch({});
  renderScreen(<AmountDueCard dashboard={clientDashboard()} loading={false} error={false} retry={noop} />, { me });
  expect(screen.queryByText(/deposit/i)).not.toBeInTheDocument();
  expect(screen.queryByText(/credit/i)).not.toBeInTheDocument();
});
