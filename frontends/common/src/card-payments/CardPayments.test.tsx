import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../api/typed';
import { TaskDeposits } from '../deposits/TaskDeposits';
import { PaymentDetailsView } from '../invoice/PaymentDetails';
import { CardPaymentsConnect } from '../shopper-settings/CardPaymentsConnect';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { asClientEntry, fakeShopperEntry } from '../invoice/test-fixtures';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';
import { PayInvoiceNotice } from './PayInvoiceNotice';
import { leaveForProvider } from './leave-for-provider';

jest.mock('./leave-for-provider', () => ({ leaveForProvider: jest.fn(() => new Promise(() => {})) }));

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const client = fakeAccount('CLIENT', 'Casey Client');
const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url]) => new URL(String(url), 'http://localhost').pathname);

beforeEach(() => jest.mocked(leaveForProvider).mockClear());

describe('paying by card', () => {
  it('offers "Pay $X now" by card instead of her link when the shopper takes cards, and sends the client to Checkout', async () => {
    const fetchMock = mockFetch({
      'POST /api/invoices/inv-1/checkout': { body: { url: 'https://checkout.example/cs_1' } },
    });
    renderScreen(
      <PaymentDetailsView
        status="DUE"
        balance="100.89"
        shopper={{
          paymentInstructions: 'Zelle to avery@example.com',
          paymentLink: 'https://pay.example',
          acceptsCards: true,
        }}
        cardPayment={{ target: { kind: 'invoice', id: 'inv-1' }, amount: '100.89' }}
      />,
      { me: client },
    );
    expect(screen.getByText('Zelle to avery@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Pay $100.89 now' }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(posts(fetchMock)).toEqual(['/api/invoices/inv-1/checkout']);
    // Busy while the page leaves: a second tap sends nothing.
    await user.click(screen.getByRole('button', { name: /Pay \$100\.89 now/ }));
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('keeps her link when she does not take cards', () => {
    renderScreen(
      <PaymentDetailsView
        status="DUE"
        shopper={{ paymentInstructions: null, paymentLink: 'https://pay.example', acceptsCards: false }}
        cardPayment={{ target: { kind: 'invoice', id: 'inv-1' }, amount: '100.89' }}
      />,
      { me: client },
    );
    expect(screen.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', 'https://pay.example');
    expect(screen.queryByRole('button', { name: /Pay \$/ })).not.toBeInTheDocument();
  });

  it('puts "Pay $X now" on each deposit asked of the client, and says why it could not start', async () => {
    const requested = (id: string, amount: string): Schemas['DepositDto'] => ({
      id,
      taskId: 'task-1',
      amount,
      note: null,
      dueDate: null,
      status: 'REQUESTED',
      method: null,
      paidOn: null,
      reference: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    mockFetch({
      'GET /api/tasks/task-1/deposits': {
        body: {
          deposits: [requested('dep-1', '50.00'), requested('dep-2', '25.00')],
          held: '0.00',
          requested: '75.00',
          releases: [],
          releasable: false,
        },
      },
      'GET /api/my-shopper': { body: { paymentInstructions: null, paymentLink: null, acceptsCards: true } },
      'POST /api/deposits/dep-2/checkout': {
        status: 409,
        body: { statusCode: 409, message: 'This deposit was cancelled.' },
      },
    });
    renderScreen(<TaskDeposits taskId="task-1" canManage={false} />, { me: client });
    const second = within(await screen.findByRole('listitem', { name: 'Deposit of $25.00' }));
    expect(await screen.findByRole('button', { name: 'Pay $50.00 now' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(await second.findByRole('button', { name: 'Pay $25.00 now' }));
    expect(await screen.findByText('This deposit was cancelled.')).toBeInTheDocument();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });
});

describe('coming back from Checkout', () => {
  const checkout = (status: Schemas['CardCheckoutDto']['status']) => ({
    body: { id: 'co-1', kind: 'invoice', targetId: 'inv-1', taskId: 'task-1', amount: '100.89', status },
  });

  it('says the payment is being confirmed until it is, then thanks her; closing it drops the parameter', async () => {
    let status: Schemas['CardCheckoutDto']['status'] = 'OPEN';
    mockFetch({ 'GET /api/checkouts/co-1': () => checkout(status) });
    const { queryClient, router } = renderScreen(<CheckoutReturnNotice taskId="task-1" />, {
      me: client,
      path: '/tasks/task-1',
      entry: '/tasks/task-1?checkout=co-1',
    });
    expect(await screen.findByText('Confirming your payment of $100.89…')).toBeInTheDocument();
    status = 'PAID';
    // The live invoice event refreshes what the task's checkouts say.
    await queryClient.invalidateQueries({ queryKey: ['/api/tasks', 'task-1', 'checkouts'] });
    expect(await screen.findByText('Thank you: your payment of $100.89 was received.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('says a failed payment took nothing', async () => {
    mockFetch({ 'GET /api/checkouts/co-1': checkout('FAILED') });
    renderScreen(<CheckoutReturnNotice taskId="task-1" />, {
      me: client,
      path: '/tasks/task-1',
      entry: '/tasks/task-1?checkout=co-1',
    });
    expect(await screen.findByText('Your card payment of $100.89 did not go through.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was taken. You can try again, or pay your shopper another way.'),
    ).toBeInTheDocument();
  });
});

describe('connecting Stripe in her settings', () => {
  it.each([
    ['not-connected', 'Not connected', 'Connect Stripe'],
    ['pending', 'Setup not finished', 'Finish Stripe Setup'],
    ['ready', 'Connected', 'Update Stripe Details'],
  ] as const)('%s: says so and sends her to Stripe', async (state, tag, action) => {
    const fetchMock = mockFetch({
      'POST /api/shoppers/me/stripe/connect': { body: { url: 'https://connect.example/acct_1' } },
    });
    renderScreen(<CardPaymentsConnect state={state} onRefresh={() => {}} />, { me: shopper });
    expect(screen.getByRole('heading', { name: 'Card payments' })).toBeInTheDocument();
    expect(screen.getByText(tag)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: action }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://connect.example/acct_1'));
    expect(posts(fetchMock)).toEqual(['/api/shoppers/me/stripe/connect']);
  });

  it('shows nothing where card payments are not set up', () => {
    renderScreen(<CardPaymentsConnect state="unavailable" onRefresh={() => {}} />, { me: shopper });
    expect(screen.queryByRole('heading', { name: 'Card payments' })).not.toBeInTheDocument();
  });
});

describe('arriving from the invoice email', () => {
  const arrive = (entry: Schemas['ClientInvoiceWithLinesDto'], acceptsCards = true) => {
    const fetchMock = mockFetch({
      'GET /api/tasks/task-1/invoices': { body: [entry] },
      'GET /api/my-shopper': { body: { paymentInstructions: null, paymentLink: null, acceptsCards } },
      'POST /api/invoices/inv-1/checkout': { body: { url: 'https://checkout.example/cs_9' } },
    });
    const rendered = renderScreen(<PayInvoiceNotice taskId="task-1" />, {
      me: client,
      path: '/tasks/task-1',
      entry: '/tasks/task-1?pay=inv-1',
    });
    return { ...rendered, fetchMock };
  };

  it('puts the card payment of the invoice first, focused, one press from Checkout', async () => {
    arrive(asClientEntry(fakeShopperEntry()));
    expect(await screen.findByText('Invoice INV-2026-0007: $67.47 due by Mar 9, 2026')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay $67.47 now' });
    await waitFor(() => expect(pay).toHaveFocus());
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://checkout.example/cs_9'));
  });

  it('drops the parameter on "Not now"', async () => {
    const { router } = arrive(asClientEntry(fakeShopperEntry()));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('thanks her when the invoice was paid since', async () => {
    arrive(asClientEntry(fakeShopperEntry({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' })));
    expect(await screen.findByText('Invoice INV-2026-0007 is paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says a withdrawn invoice asks for nothing', async () => {
    arrive(asClientEntry(fakeShopperEntry({ status: 'VOID', voidedAt: '2026-03-05T10:00:00.000Z' })));
    expect(
      await screen.findByText('Invoice INV-2026-0007 was withdrawn: there is nothing to pay.'),
    ).toBeInTheDocument();
  });

  it('shows nothing when the shopper does not take cards: her card on the invoice shows how to pay', async () => {
    const { fetchMock } = arrive(asClientEntry(fakeShopperEntry()), false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/INV-2026-0007/)).not.toBeInTheDocument();
  });
});
