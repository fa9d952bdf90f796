import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { FinalizeInvoiceDialog } from './FinalizeInvoiceDialog';
import type { InvoiceDialogMode } from './invoice-selection';
import { fakeItem, fakeShopperInvoice } from './test-fixtures';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const scarf = fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, unitPrice: '19.99' });
const vase = fakeItem({ id: 'item-2', name: 'Glass vase', quantity: 2, qtyRemaining: 2, unitPrice: '45.00' });

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderDialog(items = [scarf, vase], mode: InvoiceDialogMode = 'finalize') {
  const onClose = jest.fn();
  const utils = renderScreen(
    <FinalizeInvoiceDialog taskId="task-1" mode={mode} open items={items} feePct="12.50" onClose={onClose} />,
    { me: shopper },
  );
  return { ...utils, onClose };
}

function sentBody(fetchMock: jest.Mock, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

async function setQuantity(name: string, value: string) {
  const field = screen.getByRole('spinbutton', { name: `Quantity for ${name}` });
  await user.clear(field);
  await user.type(field, value);
  fireEvent.blur(field);
}

it('says so when no item can be invoiced (paid, credited or nothing left)', async () => {
  mockFetch({});
  renderDialog([
    fakeItem({ id: 'p', name: 'Paid bag', status: 'INVOICED_PAID', locked: true, qtyRemaining: 0 }),
    fakeItem({ id: 'd', name: 'Billed belt', status: 'INVOICED_DUE', locked: true, qtyRemaining: 0 }),
  ]);
  expect(await screen.findByText('No items available for invoicing')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('refuses to finalize with nothing selected, without calling the server', async () => {
  const fetchMock = mockFetch({});
  const { onClose } = renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByText('No items selected')).toBeInTheDocument();
  expect(screen.getByText('Please select at least one item to finalize the invoice.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('previews the totals the server will store and sends quantities within 1..remaining', async () => {
  const fetchMock = mockFetch({ 'POST /api/tasks/task-1/finalize': { body: fakeShopperInvoice() } });
  const { onClose } = renderDialog();
  await user.click(await screen.findByRole('checkbox', { name: 'Silk scarf' }));
  const preview = within(screen.getByRole('group', { name: 'Invoice preview' }));
  // 3 × $19.99 = $59.97, fee 12.50 % = $7.50, total $67.47.
  expect(preview.getByText('Service fee (12.50%)')).toBeInTheDocument();
  expect(preview.getByText('$67.47')).toBeInTheDocument();

  await setQuantity('Silk scarf', '9'); // more than the 3 left
  expect(screen.getByRole('spinbutton', { name: 'Quantity for Silk scarf' })).toHaveValue('3');
  await setQuantity('Glass vase', '0'); // finalize bills at least 1, and typing ticks the item
  expect(screen.getByRole('checkbox', { name: 'Glass vase' })).toBeChecked();
  // 3 × 19.99 + 1 × 45.00 = 104.97; fee 7.50 + 5.63 = 13.13; total 118.10.
  expect(await preview.findByText('$118.10')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByText('Invoice finalized successfully')).toBeInTheDocument();
  expect(sentBody(fetchMock, '/api/tasks/task-1/finalize')).toEqual({
    selectedItems: [
      { itemId: 'item-1', quantity: 3 },
      { itemId: 'item-2', quantity: 1 },
    ],
  });
  expect(onClose).toHaveBeenCalled();
});

it('keeps the choices and shows the server reason when finalizing fails', async () => {
  mockFetch({
    'POST /api/tasks/task-1/finalize': {
      status: 409,
      body: { statusCode: 409, message: 'Only 2 left to invoice for "Silk scarf".' },
    },
  });
  const { onClose } = renderDialog();
  await user.click(await screen.findByRole('checkbox', { name: 'Silk scarf' }));
  await user.click(screen.getByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByText('Failed to finalize invoice')).toBeInTheDocument();
  expect(screen.getByText('Only 2 left to invoice for "Silk scarf".')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Silk scarf' })).toBeChecked();
  expect(onClose).not.toHaveBeenCalled();
});

it('adds items to a due invoice in capture mode, skipping a quantity of 0', async () => {
  const fetchMock = mockFetch({ 'POST /api/tasks/task-1/invoice/capture-items': { body: fakeShopperInvoice() } });
  const { onClose } = renderDialog([scarf, vase], 'capture');
  const submit = await screen.findByRole('button', { name: 'Add Items to Invoice' });
  await user.click(submit);
  expect(await screen.findByText('Please select at least one item to add to the invoice.')).toBeInTheDocument();

  await setQuantity('Silk scarf', '2');
  await setQuantity('Glass vase', '0');
  await user.click(submit);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody(fetchMock, '/api/tasks/task-1/invoice/capture-items')).toEqual({
    items: [{ itemId: 'item-1', qtyCaptured: 2 }],
  });
});

it('finalizes once on a double tap: one request, no "Nothing left" failure, and the dialog closes', async () => {
  let calls = 0;
  const fetchMock = mockFetch({
    'POST /api/tasks/task-1/finalize': () =>
      ++calls === 1
        ? { body: fakeShopperInvoice() }
        : { status: 409, body: { statusCode: 409, message: 'Nothing left to invoice for "Silk scarf".' } },
  });
  const { onClose } = renderDialog();
  await user.click(await screen.findByRole('checkbox', { name: 'Silk scarf' }));
  await user.dblClick(screen.getByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByText('Invoice finalized successfully')).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/tasks/task-1/finalize')).toHaveLength(1);
  expect(screen.queryByText('Failed to finalize invoice')).not.toBeInTheDocument();
});

it('leaves nothing selected after a success, so what is left is not one tap from being billed', async () => {
  mockFetch({ 'POST /api/tasks/task-1/finalize': { body: fakeShopperInvoice() } });
  // onClose is a mock: the dialog stays on screen, as it did while a stale request was still going.
  const { onClose } = renderDialog();
  await setQuantity('Glass vase', '1');
  expect(screen.getByRole('checkbox', { name: 'Glass vase' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Finalize Invoice' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  // Still offered (these items are not refreshed), unticked, with its whole remainder.
  expect(screen.getByRole('checkbox', { name: 'Glass vase' })).not.toBeChecked();
  expect(screen.getByRole('spinbutton', { name: 'Quantity for Glass vase' })).toHaveValue('2');
  expect(screen.getByText('Select items to see the invoice totals.')).toBeInTheDocument();
});

it('shows beside each item whether the client liked or disliked it, in words', async () => {
  mockFetch({});
  renderDialog([
    fakeItem({ id: 'a', name: 'Silk scarf', feedback: { likes: 1, dislikes: 0, userFeedback: null } }),
    fakeItem({ id: 'b', name: 'Glass vase', feedback: { likes: 0, dislikes: 1, userFeedback: null } }),
    fakeItem({ id: 'c', name: 'Wool hat' }),
  ]);
  const rows = within(await screen.findByRole('list', { name: 'Items to invoice' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Client liked');
  expect(rows[1]).toHaveTextContent('Client disliked');
  expect(rows[2]).toHaveTextContent('No reaction yet');
});
