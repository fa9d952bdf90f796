import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toCents } from '@atelier/billing';
import { taskKeys } from '../api/query-keys';
import type { Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { InvoiceCard } from './index';
import { asClientEntry, fakeItem, fakeLine, fakeShopperEntry, fakeShopperInvoice } from './test-fixtures';

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

const INVOICES = 'GET /api/tasks/task-1/invoices';

/** The client's list: one invoice, built without any fee field, as the server builds it. */
function clientInvoices(): Schemas['ClientInvoiceWithLinesDto'][] {
  return [asClientEntry(fakeShopperEntry({}, [fakeLine()]))];
}

it('tells the client the shopper will create the invoice, with nothing to do', async () => {
  mockFetch({ [INVOICES]: { body: [] } });
  renderCard('client');
  expect(await screen.findByText('Your shopper will create the invoice when ready.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
});

it('shows the client the invoice without the service fee and without actions', async () => {
  mockFetch({ [INVOICES]: { body: clientInvoices() } });
  renderCard('client');
  expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
  expect(screen.getByText('Silk scarf')).toBeInTheDocument();
  const totals = within(screen.getByRole('group', { name: 'Invoice totals' }));
  expect(totals.getByText('Subtotal')).toBeInTheDocument();
  expect(totals.getByText('Taxes')).toBeInTheDocument();
  // Her subtotal has the fee in it, so it is the total (taxes are 0).
  expect(totals.getAllByText('$67.47')).toHaveLength(2);
  expect(screen.queryByText(/Service fee/)).not.toBeInTheDocument();
  for (const name of ['Mark Paid', 'Void', 'Add Items', 'Finalize Invoice', 'Create Invoice']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
});

it('creates the invoice, then opens the finalize dialog a second later', async () => {
  let created = false;
  mockFetch({
    [INVOICES]: () => ({ body: created ? [fakeShopperEntry()] : [] }),
    'POST /api/tasks/task-1/invoice': () => {
      created = true;
      return { status: 201, body: fakeShopperInvoice({ finalizedAt: null, originalSubtotal: '0.00' }) };
    },
  });
  // Fake time: on a loaded machine a real second can pass before the created card is seen.
  jest.useFakeTimers();
  try {
    const clock = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderCard('shopper');
    expect(await screen.findByText('No invoice yet.')).toBeInTheDocument();
    await clock.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('No items on this invoice yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Silk scarf' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('shows the server message when creating the invoice fails', async () => {
  mockFetch({
    [INVOICES]: { body: [] },
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

it('asks before marking a due invoice paid, then offers nothing but the PDF, and refreshes the items', async () => {
  const fetchMock = mockFetch({
    [INVOICES]: { body: [fakeShopperEntry({}, [fakeLine()])] },
    'PATCH /api/invoices/inv-1/pay': {
      body: fakeShopperInvoice({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' }, [fakeLine()]),
    },
  });
  const paid = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/invoices/inv-1/pay');
  const { queryClient } = renderCard('shopper');
  queryClient.setQueryData(taskKeys.detail('task-1'), { items });
  expect(await screen.findByText('Service fee (12.50%)')).toBeInTheDocument();
  expect(screen.getByText('DUE')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Items' })).toBeInTheDocument();

  // The card's own button (a closed confirmation stays in the document, with a button of the same name).
  const card = () => within(screen.getByRole('heading', { name: 'Invoice' }).closest<HTMLElement>('.ant-card')!);
  const markPaid = () => card().getByRole('button', { name: 'Mark Paid' });
  // Mark Paid asks first, saying what it does; "Not Yet" changes nothing.
  await user.click(markPaid());
  let confirmation = await screen.findByRole('dialog', { name: 'Mark this invoice paid?' });
  expect(confirmation).toHaveTextContent('Confirm that $67.47 has been paid.');
  expect(confirmation).toHaveTextContent('The items on it can then no longer be changed, and this cannot be undone.');
  await user.click(within(confirmation).getByRole('button', { name: 'Not Yet' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Mark this invoice paid?' })).not.toBeInTheDocument(),
  );
  expect(paid()).toHaveLength(0);

  // A double tap on the confirmation pays once.
  await user.click(markPaid());
  confirmation = await screen.findByRole('dialog', { name: 'Mark this invoice paid?' });
  await user.dblClick(within(confirmation).getByRole('button', { name: 'Mark Paid' }));
  expect(await screen.findByText('PAID')).toBeInTheDocument();
  expect(paid()).toHaveLength(1);
  expect(screen.getByText('Paid Mar 5, 2026')).toBeInTheDocument();
  for (const name of ['Mark Paid', 'Void', 'Add Items']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(fetchMock).toHaveBeenCalledWith('/api/invoices/inv-1/pay', expect.objectContaining({ method: 'PATCH' }));
  expect(queryClient.getQueryState(taskKeys.detail('task-1'))?.isInvalidated).toBe(true);
});

it('asks before voiding, says it unlocks the items, and reports a refusal', async () => {
  const fetchMock = mockFetch({
    [INVOICES]: { body: [fakeShopperEntry({}, [fakeLine()])] },
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

it('adds up for the client: her lines carry the fee and sum to her subtotal and total, with no unit price', async () => {
  // The shopper's lines at 7.25 %: 3 × 19.99 = 59.97 + 4.35, 1 × 0.07 + 0.01, 7 × 3.33 = 23.31 + 1.69.
  const shopperEntry = fakeShopperEntry(
    { originalSubtotal: '83.35', feePct: '7.25', serviceFee: '6.05', total: '89.40' },
    [
      fakeLine({
        id: 'l1',
        name: 'Silk scarf',
        capturedQuantity: 3,
        unitPrice: '19.99',
        lineTotal: '59.97',
        lineServiceFee: '4.35',
      }),
      fakeLine({
        id: 'l2',
        name: 'Hair pin',
        capturedQuantity: 1,
        unitPrice: '0.07',
        lineTotal: '0.07',
        lineServiceFee: '0.01',
      }),
      fakeLine({
        id: 'l3',
        name: 'Socks',
        capturedQuantity: 7,
        unitPrice: '3.33',
        lineTotal: '23.31',
        lineServiceFee: '1.69',
      }),
    ],
  );
  mockFetch({ [INVOICES]: { body: [asClientEntry(shopperEntry)] } });
  renderCard('client');
  const lines = within(await screen.findByRole('list', { name: 'Invoice lines' }));
  const amounts = ['$64.32', '$0.08', '$25.00'];
  for (const amount of amounts) expect(lines.getByText(amount)).toBeInTheDocument();
  expect(lines.getByText('Qty 3')).toBeInTheDocument();
  expect(lines.queryByText(/×/)).not.toBeInTheDocument();
  expect(screen.queryByText(/19\.99|59\.97/)).not.toBeInTheDocument();

  const totals = within(screen.getByRole('group', { name: 'Invoice totals' }));
  const row = (label: string) => totals.getByText(label).closest('div')!.querySelector('dd')!.textContent!;
  const cents = (text: string) => toCents(text.replace('$', ''));
  expect(amounts.reduce((sum, amount) => sum + cents(amount), 0)).toBe(cents(row('Subtotal')));
  expect(cents(row('Subtotal')) + cents(row('Taxes'))).toBe(cents(row('Total')));
  expect(row('Total')).toBe('$89.40');
});

it('shows the current invoice first and the earlier ones folded below, each with its PDF', async () => {
  mockFetch({
    [INVOICES]: {
      body: [
        fakeShopperEntry({ id: 'inv-2', invoiceNumber: 'INV-2026-0008', total: '22.49' }, [
          fakeLine({ id: 'l2', capturedQuantity: 1, lineTotal: '19.99', lineServiceFee: '2.50' }),
        ]),
        fakeShopperEntry({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' }, [fakeLine()]),
      ],
    },
  });
  renderCard('shopper');
  const earlier = within(await screen.findByRole('region', { name: 'Earlier invoices' }));
  // The current one, DUE, with its actions.
  expect(screen.getAllByText('INV-2026-0008')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Mark Paid' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
  // The paid one, folded: number, total and status; opened, its lines and its PDF.
  const header = earlier.getByRole('button', { name: /INV-2026-0007/ });
  expect(header).toHaveTextContent('$67.47');
  expect(header).toHaveTextContent('PAID');
  await user.click(header);
  expect(await earlier.findByText('Paid Mar 5, 2026')).toBeInTheDocument();
  expect(earlier.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
});

it('offers a new invoice after a paid one while items are left to invoice, and only then', async () => {
  const paidEntry = fakeShopperEntry({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' }, [
    fakeLine({ capturedQuantity: 1, lineTotal: '19.99', lineServiceFee: '2.50' }),
  ]);
  mockFetch({
    [INVOICES]: { body: [paidEntry] },
    'POST /api/tasks/task-1/invoice': {
      status: 201,
      body: fakeShopperInvoice({ id: 'inv-2', invoiceNumber: 'INV-2026-0008', finalizedAt: null }),
    },
  });
  const left = [fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, qtyRemaining: 2, status: 'INVOICED_PAID' })];
  const { rerender } = renderScreen(<InvoiceCard taskId="task-1" items={left} feePct="12.50" canManage />, {
    me: shopper,
  });
  expect(await screen.findByText('Some items are left to invoice.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
  // The new one is current; the paid one moves into the earlier invoices.
  expect(await screen.findByText('INV-2026-0008')).toBeInTheDocument();
  const earlier = within(screen.getByRole('region', { name: 'Earlier invoices' }));
  expect(earlier.getByRole('button', { name: /INV-2026-0007/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();

  // Nothing left to invoice after a paid invoice: no new one is offered.
  mockFetch({ [INVOICES]: { body: [paidEntry] } });
  rerender(<></>);
  renderScreen(
    <InvoiceCard
      taskId="task-1"
      items={[fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, qtyRemaining: 0, status: 'INVOICED_PAID' })]}
      feePct="12.50"
      canManage
    />,
    { me: shopper },
  );
  expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
});

it('shows the shopper her draft, unnumbered and without a PDF, with Finalize Invoice', async () => {
  const draft = fakeShopperEntry({
    status: 'DRAFT',
    invoiceNumber: null,
    finalizedAt: null,
    originalSubtotal: '0.00',
    serviceFee: '0.00',
    total: '0.00',
  });
  mockFetch({ [INVOICES]: { body: [{ ...draft, lines: [] }] } });
  renderCard('shopper');
  expect(await screen.findByText('Draft invoice')).toBeInTheDocument();
  expect(screen.getByText('DRAFT')).toBeInTheDocument();
  expect(screen.getByText(/your client sees this invoice once you finalize it/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Finalize Invoice' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it("heads the client's card with the invoice she owes or paid, never a voided one", async () => {
  const voided = asClientEntry(
    fakeShopperEntry({ id: 'inv-2', invoiceNumber: 'INV-2026-0008', status: 'VOID' }, [fakeLine()]),
  );
  const paid = asClientEntry(fakeShopperEntry({ id: 'inv-1', status: 'PAID' }, [fakeLine()]));
  mockFetch({ [INVOICES]: { body: [voided, paid] } });
  renderCard('client');
  const heading = await screen.findByText('INV-2026-0007');
  expect(heading.closest('section')).toBeNull();
  const earlier = screen.getByRole('region', { name: 'Earlier invoices' });
  expect(within(earlier).getByText('INV-2026-0008')).toBeInTheDocument();
  expect(within(earlier).queryByText('INV-2026-0007')).not.toBeInTheDocument();
});

it('tells the client her shopper will invoice when every invoice she has was voided', async () => {
  const voided = asClientEntry(fakeShopperEntry({ status: 'VOID' }, [fakeLine()]));
  mockFetch({ [INVOICES]: { body: [voided] } });
  renderCard('client');
  expect(await screen.findByText('Your shopper will create the invoice when ready.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Earlier invoices' })).getByText('INV-2026-0007')).toBeVisible();
});

it('downloads the PDF with the bearer token as "<invoice number>.pdf"', async () => {
  const json = mockFetch({ [INVOICES]: { body: clientInvoices() } });
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
    [INVOICES]: { body: clientInvoices() },
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
    [INVOICES]: () =>
      ++attempt === 1
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { body: clientInvoices() },
  });
  renderCard('client');
  expect(await screen.findByText('We could not load the invoice.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
});
