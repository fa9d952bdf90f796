import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { invoiceKeys, taskKeys } from '../api/query-keys';
import type { Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { RecordReturnDialog } from './RecordReturnDialog';
import { fakeCreditNote, fakeCreditNoteLine, fakeLine, fakeShopperEntry } from './test-fixtures';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's autoSize measures the reason field through getComputedStyle, which jsdom leaves empty,
// so React warns about a NaN height on every keystroke. Only that warning is silenced.
const logError = console.error.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/invalid value for the/.test(String(args[0])) && args.includes('height')) return;
    logError(...args);
  });
});

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const CREDIT_NOTES = '/api/invoices/inv-1/credit-notes';

// A paid invoice: 3 silk scarves at 19.99 (fee 7.50) and 2 glass vases at 45.00 (fee 11.25); one scarf already returned.
const entry = fakeShopperEntry(
  {
    status: 'PAID',
    paidAt: '2026-03-05T10:00:00.000Z',
    originalSubtotal: '149.97',
    serviceFee: '18.75',
    total: '168.72',
  },
  [
    fakeLine(),
    fakeLine({
      id: 'line-2',
      itemId: 'item-2',
      name: 'Glass vase',
      capturedQuantity: 2,
      unitPrice: '45.00',
      lineTotal: '90.00',
      lineServiceFee: '11.25',
    }),
  ],
  [fakeCreditNote()],
);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderDialog(invoice: Schemas['InvoiceWithLinesDto'] = entry) {
  const onClose = jest.fn();
  const utils = renderScreen(<RecordReturnDialog taskId="task-1" entry={invoice} open onClose={onClose} />, {
    me: shopper,
  });
  return { ...utils, onClose };
}

function posts(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.filter(([url, init]) => String(url) === CREDIT_NOTES && init?.method === 'POST');
}

async function setUnits(name: string, value: string) {
  const field = screen.getByRole('spinbutton', { name: `Units of ${name} to return` });
  await user.clear(field);
  await user.type(field, value);
  fireEvent.blur(field);
}

const submitButton = () => screen.getByRole('button', { name: 'Record Return' });

it('lists each item with what can still be returned, and keeps submit off until a unit is chosen', async () => {
  const fetchMock = mockFetch({});
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Record Return on INV-2026-0007' });
  const rows = within(within(dialog).getByRole('list', { name: 'Items to return' }));
  expect(rows.getByText('$19.99 each · 2 of 3 can be returned')).toBeInTheDocument();
  expect(rows.getByText('$45.00 each · 2 of 2 can be returned')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Units of Silk scarf to return' })).toHaveAttribute(
    'aria-valuemax',
    '2',
  );
  expect(screen.getByText('Choose the units to return to see the credit.')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
  await user.click(submitButton());
  expect(posts(fetchMock)).toHaveLength(0);
});

it('previews the credit to the cent, clamps quantities, and sends the chosen units with the trimmed reason', async () => {
  const note = fakeCreditNote({
    id: 'cn-2',
    number: 'CN-0002',
    reason: 'Too big',
    lines: [
      fakeCreditNoteLine({ id: 'a', quantity: 2, lineTotal: '39.98', lineServiceFee: '5.00' }),
      fakeCreditNoteLine({
        id: 'b',
        itemId: 'item-2',
        name: 'Glass vase',
        unitPrice: '45.00',
        lineTotal: '45.00',
        lineServiceFee: '5.63',
      }),
    ],
  });
  const fetchMock = mockFetch({ [`POST ${CREDIT_NOTES}`]: { status: 201, body: note } });
  const { onClose, queryClient } = renderDialog();
  queryClient.setQueryData(invoiceKeys.ofTask('task-1'), [entry]);
  queryClient.setQueryData(taskKeys.detail('task-1'), { items: [] });
  await screen.findByRole('dialog');

  await setUnits('Silk scarf', '9'); // only 2 left
  expect(screen.getByRole('spinbutton', { name: 'Units of Silk scarf to return' })).toHaveValue('2');
  await setUnits('Glass vase', '1');
  const preview = within(screen.getByRole('group', { name: 'Credit preview' }));
  // The scarf's last 2 units close its line: 7.50 − 2.50 = 5.00 of fee; a vase: 45.00 × 12.50 % = 5.625 → 5.63.
  const row = (label: string) => preview.getByText(label).closest('div')!.querySelector('dd')!.textContent;
  expect(row('Subtotal')).toBe('$84.98');
  expect(row('Service fee (12.50%)')).toBe('$10.63');
  expect(row('Total credited')).toBe('$95.61');
  expect(screen.getByText('3 units to return')).toBeInTheDocument();
  // 168.72 − 22.49 already credited − 95.61.
  expect(screen.getByText("The invoice's net total becomes $50.62.")).toBeInTheDocument();

  const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
  expect(reason).toHaveAttribute('maxlength', '500');
  await user.type(reason, '  Too big  ');
  // A double tap records once.
  await user.dblClick(submitButton());
  expect(await screen.findByText('Return recorded')).toBeInTheDocument();
  expect(screen.getByText('CN-0002: $95.61 credited.')).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts(fetchMock)).toHaveLength(1);
  const [, init] = posts(fetchMock)[0]!;
  expect(JSON.parse(String(init.body))).toEqual({
    lines: [
      { itemId: 'item-1', quantity: 2 },
      { itemId: 'item-2', quantity: 1 },
    ],
    reason: 'Too big',
  });
  expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  // The note joined its invoice at once; the invoices and the task's items are read again.
  const cached = queryClient.getQueryData<Schemas['InvoiceWithLinesDto'][]>(invoiceKeys.ofTask('task-1'));
  expect(cached?.[0]?.creditNotes.map((known) => known.number)).toEqual(['CN-0001', 'CN-0002']);
  expect(cached?.[0]?.netTotal).toBe('50.62');
  expect(queryClient.getQueryState(taskKeys.detail('task-1'))?.isInvalidated).toBe(true);
});

it('shows the server refusal in the dialog and keeps the choices', async () => {
  mockFetch({
    [`POST ${CREDIT_NOTES}`]: {
      status: 409,
      body: { statusCode: 409, message: 'Only 1 left to credit for "Silk scarf".' },
    },
  });
  const { onClose } = renderDialog();
  await screen.findByRole('dialog');
  await setUnits('Silk scarf', '2');
  await user.click(submitButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The return could not be recorded.');
  expect(alert).toHaveTextContent('Only 1 left to credit for "Silk scarf".');
  expect(screen.getByRole('spinbutton', { name: 'Units of Silk scarf to return' })).toHaveValue('2');
  expect(onClose).not.toHaveBeenCalled();
  // Changing the choice answers the refusal.
  await setUnits('Silk scarf', '1');
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('turns off an item whose every unit was returned, and says when nothing is left', async () => {
  mockFetch({});
  const allScarves = fakeCreditNote({ id: 'cn-2', number: 'CN-0002', lines: [fakeCreditNoteLine({ quantity: 2 })] });
  const { unmount } = renderDialog({ ...entry, creditNotes: [fakeCreditNote(), allScarves] });
  await screen.findByRole('dialog');
  expect(screen.getByText('All 3 returned')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Units of Silk scarf to return' })).toBeDisabled();
  unmount();

  const vases = fakeCreditNote({
    id: 'cn-3',
    number: 'CN-0003',
    lines: [fakeCreditNoteLine({ itemId: 'item-2', name: 'Glass vase', quantity: 2 })],
  });
  renderDialog({ ...entry, creditNotes: [fakeCreditNote(), allScarves, vases] });
  expect(await screen.findByText('Nothing left to return on this invoice')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
});

it('closes at once when nothing was chosen, and asks before throwing a chosen return away', async () => {
  const { onClose } = renderDialog();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);

  await setUnits('Glass vase', '1');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('spinbutton', { name: 'Units of Glass vase to return' })).toHaveValue('1');

  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
