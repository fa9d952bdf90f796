import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { taskKeys } from '../api/query-keys';
import type { Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { InvoiceCard } from './index';
import { fakeItem, fakeLine, fakeShopperInvoice } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const client = fakeAccount('CLIENT', 'Casey Client');
const items = [fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, unitPrice: '19.99' })];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderCard(role: 'shopper' | 'client') {
  return renderScreen(<InvoiceCard taskId="task-1" items={items} feePct="12.50" canManage={role === 'shopper'} />, {
    me: role === 'shopper' ? shopper : client,
  });
}

/** The client's answer: built without any fee field, as the server builds it. */
function clientInvoice(): Schemas['ClientTaskInvoiceDto'] {
  const { invoice, lines } = fakeShopperInvoice({}, [fakeLine()]);
  const { feePct: _pct, serviceFee: _fee, ...clientView } = invoice!;
  return {
    invoice: clientView,
    lines: lines.map(({ feePctAtCapture: _p, lineServiceFee: _f, ...line }) => line),
  };
}

it('tells the client the shopper will create the invoice, with nothing to do', async () => {
  mockFetch({ 'GET /api/tasks/task-1/invoice': { body: { invoice: null, lines: [] } } });
  renderCard('client');
  expect(await screen.findByText('Your shopper will create the invoice when ready.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
});

it('shows the client the invoice without the service fee and without actions', async () => {
  mockFetch({ 'GET /api/tasks/task-1/invoice': { body: clientInvoice() } });
  renderCard('client');
  expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
  expect(screen.getByText('Silk scarf')).toBeInTheDocument();
  const totals = within(screen.getByRole('group', { name: 'Invoice totals' }));
  expect(totals.getByText('Subtotal')).toBeInTheDocument();
  expect(totals.getByText('Taxes')).toBeInTheDocument();
  expect(totals.getByText('$67.47')).toBeInTheDocument();
  expect(screen.queryByText(/Service fee/)).not.toBeInTheDocument();
  for (const name of ['Mark Paid', 'Void', 'Add Items', 'Finalize Invoice', 'Create Invoice']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
});

it('creates the invoice, then opens the finalize dialog a second later', async () => {
  let created = false;
  mockFetch({
    'GET /api/tasks/task-1/invoice': () => ({ body: created ? fakeShopperInvoice() : { invoice: null, lines: [] } }),
    'POST /api/tasks/task-1/invoice': () => {
      created = true;
      return { status: 201, body: fakeShopperInvoice({ finalizedAt: null, originalSubtotal: '0.00' }) };
    },
  });
  renderCard('shopper');
  expect(await screen.findByText('No invoice yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
  expect(await screen.findByText('No items on this invoice yet.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  expect(within(dialog).getByRole('checkbox', { name: 'Silk scarf' })).toBeInTheDocument();
});

it('shows the server message when creating the invoice fails', async () => {
  mockFetch({
    'GET /api/tasks/task-1/invoice': { body: { invoice: null, lines: [] } },
    'POST /api/tasks/task-1/invoice': {
      status: 409,
      body: { statusCode: 409, message: 'This task already has invoice INV-2026-0003.' },
    },
  });
  renderCard('shopper');
  await user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
  expect(await screen.findByText('Failed to Generate Invoice')).toBeInTheDocument();
  expect(screen.getByText('This task already has invoice INV-2026-0003.')).toBeInTheDocument();
});

it('marks a due invoice paid, then offers nothing but the PDF, and refreshes the items', async () => {
  const fetchMock = mockFetch({
    'GET /api/tasks/task-1/invoice': { body: fakeShopperInvoice({}, [fakeLine()]) },
    'PATCH /api/invoices/inv-1/pay': {
      body: fakeShopperInvoice({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' }, [fakeLine()]),
    },
  });
  const { queryClient } = renderCard('shopper');
  queryClient.setQueryData(taskKeys.detail('task-1'), { items });
  expect(await screen.findByText('Service fee (12.50%)')).toBeInTheDocument();
  expect(screen.getByText('DUE')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Items' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark Paid' }));
  expect(await screen.findByText('PAID')).toBeInTheDocument();
  expect(screen.getByText('Paid Mar 5, 2026')).toBeInTheDocument();
  for (const name of ['Mark Paid', 'Void', 'Add Items']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(fetchMock).toHaveBeenCalledWith('/api/invoices/inv-1/pay', expect.objectContaining({ method: 'PATCH' }));
  expect(queryClient.getQueryState(taskKeys.detail('task-1'))?.isInvalidated).toBe(true);
});

it('asks before voiding, says it unlocks the items, and reports a refusal', async () => {
  const fetchMock = mockFetch({
    'GET /api/tasks/task-1/invoice': { body: fakeShopperInvoice({}, [fakeLine()]) },
    'PATCH /api/invoices/inv-1/void': {
      status: 409,
      body: { statusCode: 409, message: 'This invoice has been paid and can no longer change.' },
    },
  });
  renderCard('shopper');
  await user.click(await screen.findByRole('button', { name: 'Void' }));
  expect(await screen.findByText(/unlocks every item on this invoice/)).toHaveTextContent('This cannot be undone.');
  expect(fetchMock).not.toHaveBeenCalledWith('/api/invoices/inv-1/void', expect.anything());
  await user.click(screen.getByRole('button', { name: 'Void Invoice' }));
  expect(await screen.findByText('Failed to void invoice. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('This invoice has been paid and can no longer change.')).toBeInTheDocument();
});

it('offers Finalize Invoice on a due invoice that has no lines yet', async () => {
  mockFetch({ 'GET /api/tasks/task-1/invoice': { body: fakeShopperInvoice({ finalizedAt: null }) } });
  renderCard('shopper');
  await user.click(await screen.findByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();
});

it('downloads the PDF with the bearer token as "<invoice number>.pdf"', async () => {
  const json = mockFetch({ 'GET /api/tasks/task-1/invoice': { body: clientInvoice() } });
  let release: () => void = () => {};
  const pdf = jest.fn(
    (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
      }),
  );
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/invoices/inv-1/pdf' ? pdf(input, init) : json(input, init)) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('INV-2026-0007.pdf');
    expect(this.href).toBe('blob:invoice');
  });
  renderCard('client');

  await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByRole('button', { name: /Preparing PDF…/ })).toBeInTheDocument();
  release();
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  const init = pdf.mock.calls[0]![1]!;
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  click.mockRestore();
});

it('reports a PDF that could not be made', async () => {
  mockFetch({
    'GET /api/tasks/task-1/invoice': { body: clientInvoice() },
    'GET /api/invoices/inv-1/pdf': {
      status: 503,
      body: { statusCode: 503, message: 'Failed to generate PDF. Please try again.' },
    },
  });
  renderCard('client');
  await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeInTheDocument();
});

it('offers Retry when the invoice cannot be loaded', async () => {
  let attempt = 0;
  mockFetch({
    'GET /api/tasks/task-1/invoice': () =>
      ++attempt === 1
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { body: clientInvoice() },
  });
  renderCard('client');
  expect(await screen.findByText('We could not load the invoice.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
});
