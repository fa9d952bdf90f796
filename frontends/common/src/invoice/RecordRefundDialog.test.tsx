import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { todayAsDay } from '../format';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { OwedBack } from './OwedBack';
import { RecordRefundDialog } from './RecordRefundDialog';
import { fakePayment, fakeShopperEntry, fakeShopperInvoice } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const REFUNDS = '/api/invoices/inv-1/refunds';
const entry = fakeShopperEntry({ status: 'PAID' });
const posted = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === REFUNDS && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderDialog(paidByCard: boolean) {
  const onClose = jest.fn();
  renderScreen(
    <RecordRefundDialog
      taskId="task-1"
      invoice={entry.invoice}
      owedBack="50.63"
      paidByCard={paidByCard}
      open
      onClose={onClose}
    />,
    { me: shopper },
  );
  return onClose;
}

async function chooseMethod(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /How it goes back/ }));
  await user.click(await screen.findByTitle(label));
}

it('gives back all that is owed by default, to the card when it was paid by card, and never more', async () => {
  const fetchMock = mockFetch({ [`POST ${REFUNDS}`]: { status: 201, body: fakeShopperInvoice({ status: 'PAID' }) } });
  const onClose = renderDialog(true);
  expect(
    await screen.findByText('$50.63 is owed back: your client paid more than the invoice now comes to.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Choose how the money goes back')).toBeInTheDocument();

  await chooseMethod('Refund to card');
  const amount = screen.getByRole('textbox', { name: /Amount/ });
  await user.clear(amount);
  await user.type(amount, '60');
  expect(await screen.findByText('This is more than the $50.63 owed back on the invoice.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '50.63');
  // Card and credit go back today: no day or reference to give.
  expect(screen.queryByLabelText('Given back on')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posted(fetchMock)).toEqual([{ method: 'card', amount: '50.63' }]);
  expect(await screen.findByText('Refund sent')).toBeInTheDocument();
});

it('offers no refund to card without a card payment, and takes the day and reference of one given back otherwise', async () => {
  const fetchMock = mockFetch({ [`POST ${REFUNDS}`]: { status: 201, body: fakeShopperInvoice({ status: 'PAID' }) } });
  renderDialog(false);
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /How it goes back/ }));
  expect(await screen.findByTitle('Kept as credit')).toBeInTheDocument();
  expect(screen.queryByTitle('Refund to card')).not.toBeInTheDocument();
  await user.click(screen.getByTitle('Zelle'));
  await user.type(await screen.findByRole('textbox', { name: /Reference/ }), 'Zelle 88412');
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
  expect(posted(fetchMock)[0]).toEqual({
    method: 'zelle',
    amount: '50.63',
    refundedOn: todayAsDay(),
    reference: 'Zelle 88412',
  });
});

it('tells each party what is owed back, and nothing while nothing is', () => {
  const props = { taskId: 'task-1', invoice: entry.invoice, payments: [fakePayment()] };
  const { unmount } = renderScreen(<OwedBack {...props} owedBack="50.63" canManage={false} />, {
    me: fakeAccount('CLIENT', 'Casey Client'),
  });
  expect(screen.getByText('$50.63 is coming back to you.')).toBeInTheDocument();
  unmount();
  const shopperView = renderScreen(<OwedBack {...props} owedBack="50.63" canManage />, { me: shopper });
  expect(screen.getByText('$50.63 owed back to your client')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  shopperView.unmount();
  renderScreen(<OwedBack {...props} owedBack="0.00" canManage />, { me: shopper });
  expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});
