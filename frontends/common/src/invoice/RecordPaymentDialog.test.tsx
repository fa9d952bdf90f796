import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { invoiceKeys } from '../api/query-keys';
import type { Schemas } from '../api/typed';
import { todayAsDay } from '../format';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { fakeLine, fakePayment, fakeShopperEntry } from './test-fixtures';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const PAYMENTS = '/api/invoices/inv-1/payments';
// A DUE invoice of 67.47 with 20.00 paid already: 47.47 due.
const entry = fakeShopperEntry({}, [fakeLine()], [], [fakePayment()]);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderDialog() {
  const onClose = jest.fn();
  const utils = renderScreen(
    <RecordPaymentDialog
      taskId="task-1"
      invoice={entry.invoice}
      balanceDue={entry.balanceDue}
      open
      onClose={onClose}
    />,
    { me: shopper },
  );
  return { ...utils, onClose };
}

const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === PAYMENTS && init?.method === 'POST');
const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const submit = () => screen.getByRole('button', { name: 'Record Payment' });

async function chooseMethod(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Method/ }));
  await user.click(await screen.findByTitle(label));
}

async function typeAmount(text: string) {
  await user.clear(amountField());
  await user.type(amountField(), text);
}

it('starts from the balance due and today, says what each amount leaves, and refuses more than is due', async () => {
  const fetchMock = mockFetch({});
  renderDialog();
  expect(await screen.findByRole('dialog', { name: 'Record Payment on INV-2026-0007' })).toBeInTheDocument();
  expect(amountField()).toHaveValue('47.47');
  expect(screen.getByLabelText(/Received on/)).toHaveValue(todayAsDay());
  expect(screen.getByText('This pays the invoice in full: it will be marked paid.')).toBeInTheDocument();

  await typeAmount('40');
  expect(await screen.findByText('$7.47 will still be due after this payment.')).toBeInTheDocument();
  await typeAmount('47.48');
  await user.click(submit());
  expect(await screen.findByText('This is more than the $47.47 still due on the invoice.')).toBeInTheDocument();
  await typeAmount('0');
  expect(await screen.findByText('Amount must be more than 0 with at most two decimals')).toBeInTheDocument();
  expect(screen.getByText('Choose how the payment was made')).toBeInTheDocument();
  expect(posts(fetchMock)).toHaveLength(0);
});

it('records the payment once however fast the taps, with the reference trimmed', async () => {
  const paid: Schemas['TaskInvoiceDto'] = {
    ...fakeShopperEntry({}, [fakeLine()], [], [fakePayment(), fakePayment({ id: 'pay-2', amount: '40.00' })]),
  };
  const fetchMock = mockFetch({ [`POST ${PAYMENTS}`]: { status: 201, body: paid } });
  const { onClose, queryClient } = renderDialog();
  queryClient.setQueryData(invoiceKeys.ofTask('task-1'), [entry]);
  await screen.findByRole('dialog');
  await typeAmount('$40');
  await chooseMethod('Check');
  await user.type(screen.getByRole('textbox', { name: /Reference/ }), '  Check 1042 ');
  await user.dblClick(submit());

  expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  expect(screen.getByText('$40.00 received on INV-2026-0007.')).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts(fetchMock)).toHaveLength(1);
  const [, init] = posts(fetchMock)[0]!;
  expect(JSON.parse(String(init.body))).toEqual({
    amount: '40.00',
    method: 'check',
    paidOn: todayAsDay(),
    reference: 'Check 1042',
  });
  expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  const cached = queryClient.getQueryData<Schemas['InvoiceWithLinesDto'][]>(invoiceKeys.ofTask('task-1'));
  expect(cached?.[0]).toMatchObject({ amountPaid: '60.00', balanceDue: '7.47' });
});

it('keeps what was typed and shows the refusal when the server says no', async () => {
  mockFetch({
    [`POST ${PAYMENTS}`]: {
      status: 409,
      body: { statusCode: 409, message: 'This is more than the $7.47 still due on the invoice.' },
    },
  });
  const { onClose } = renderDialog();
  await screen.findByRole('dialog');
  await typeAmount('20');
  await chooseMethod('Cash');
  await user.click(submit());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment could not be recorded.');
  expect(alert).toHaveTextContent('This is more than the $7.47 still due on the invoice.');
  expect(amountField()).toHaveValue('20');
  expect(onClose).not.toHaveBeenCalled();
});

it('closes at once untouched, and asks before throwing a typed payment away', async () => {
  const { onClose } = renderDialog();
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);

  await typeAmount('5');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
