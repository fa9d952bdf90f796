import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { InvoiceCard } from './index';
import {
  asClientEntry,
  fakeCreditNote,
  fakeCreditNoteLine,
  fakeItem,
  fakeLine,
  fakeShopperEntry,
} from './test-fixtures';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's autoSize measures the return dialog's reason field through getComputedStyle, which jsdom
// leaves empty, so React warns about a NaN height. Only that warning is silenced.
const logError = console.error.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/invalid value for the/.test(String(args[0])) && args.includes('height')) return;
    logError(...args);
  });
});

const shopper = fakeAccount('SHOPPER', 'Avery Shopper');
const client = fakeAccount('CLIENT', 'Casey Client');
const items = [
  fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, qtyRemaining: 0, qtyCredited: 1, status: 'INVOICED_DUE' }),
];
const INVOICES = 'GET /api/tasks/task-1/invoices';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** The DUE invoice of 3 scarves ($67.47) with one returned on CN-0001 ($22.49): $44.98 left. */
function dueWithReturn(): Schemas['InvoiceWithLinesDto'] {
  return fakeShopperEntry({}, [fakeLine()], [fakeCreditNote()]);
}

function renderCard(role: 'shopper' | 'client') {
  return renderScreen(<InvoiceCard taskId="task-1" items={items} feePct="12.50" canManage={role === 'shopper'} />, {
    me: role === 'shopper' ? shopper : client,
  });
}

const card = () => within(screen.getByRole('heading', { name: 'Invoice' }).closest<HTMLElement>('.ant-card')!);
const totalsRow = (label: string) =>
  within(screen.getByRole('group', { name: 'Invoice totals' }))
    .getByText(label)
    .closest('div')!
    .querySelector('dd')!.textContent;

it('shows the shopper each credit note with its fee breakdown, and the credits and net total', async () => {
  mockFetch({ [INVOICES]: { body: [dueWithReturn()] } });
  renderCard('shopper');
  const note = within(await screen.findByRole('listitem', { name: 'Credit note CN-0001' }));
  expect(note.getByText('Returned Mar 6, 2026')).toBeInTheDocument();
  expect(note.getByText('Wrong size')).toBeInTheDocument();
  const lines = within(note.getByRole('list', { name: 'Items returned on CN-0001' }));
  expect(lines.getByText('Silk scarf')).toBeInTheDocument();
  expect(lines.getByText('1 × $19.99')).toBeInTheDocument();
  expect(lines.getByText('$19.99')).toBeInTheDocument();
  const totals = within(note.getByRole('group', { name: 'CN-0001 totals' }));
  expect(totals.getByText('Service fee (12.50%)')).toBeInTheDocument();
  expect(totals.getByText('$2.50')).toBeInTheDocument();
  expect(totals.getByText('$22.49')).toBeInTheDocument();
  expect(note.getByRole('button', { name: 'Download PDF of CN-0001' })).toBeInTheDocument();

  expect(totalsRow('Total')).toBe('$67.47');
  expect(totalsRow('Credits')).toBe('-$22.49');
  expect(totalsRow('Net total')).toBe('$44.98');
});

it('does not offer Void once returns are recorded on a due invoice, and says why', async () => {
  mockFetch({ [INVOICES]: { body: [dueWithReturn()] } });
  renderCard('shopper');
  expect(await card().findByRole('button', { name: 'Record Return' })).toBeInTheDocument();
  expect(card().getByRole('button', { name: 'Mark Paid' })).toBeInTheDocument();
  expect(card().queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  expect(
    card().getByText(
      'Returns are recorded on this invoice, so it can no longer be voided. Record a return for the rest instead.',
    ),
  ).toBeInTheDocument();
  // Mark Paid confirms what is owed after the return.
  await user.click(card().getByRole('button', { name: 'Mark Paid' }));
  expect(await screen.findByRole('dialog', { name: 'Mark this invoice paid?' })).toHaveTextContent(
    'Confirm that $44.98 has been paid.',
  );
});

it('shows the client her credit notes at her own amounts, with no fee wording and no actions', async () => {
  mockFetch({ [INVOICES]: { body: [asClientEntry(dueWithReturn())] } });
  renderCard('client');
  const note = within(await screen.findByRole('listitem', { name: 'Credit note CN-0001' }));
  // Her line and total carry the fee: 19.99 + 2.50.
  const lines = within(note.getByRole('list', { name: 'Items returned on CN-0001' }));
  expect(lines.getByText('Qty 1')).toBeInTheDocument();
  expect(lines.getByText('$22.49')).toBeInTheDocument();
  expect(note.getByText('Total credited')).toBeInTheDocument();
  expect(note.getByRole('button', { name: 'Download PDF of CN-0001' })).toBeInTheDocument();
  expect(screen.queryByText(/fee/i)).not.toBeInTheDocument();
  expect(screen.queryByText(/19\.99|2\.50/)).not.toBeInTheDocument();
  expect(totalsRow('Credits')).toBe('-$22.49');
  expect(totalsRow('Balance due')).toBe('$44.98');
  for (const name of ['Record Return', 'Mark Paid', 'Void']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

it('offers Record Return on an earlier paid invoice with units left, and opens the dialog on it', async () => {
  mockFetch({
    [INVOICES]: {
      body: [
        fakeShopperEntry({ id: 'inv-2', invoiceNumber: 'INV-2026-0008', status: 'VOID' }, [
          fakeLine({ id: 'l2', status: 'VOIDED' }),
        ]),
        fakeShopperEntry({ status: 'PAID', paidAt: '2026-03-05T10:00:00.000Z' }, [fakeLine()], [fakeCreditNote()]),
      ],
    },
  });
  renderCard('shopper');
  const earlier = within(await screen.findByRole('region', { name: 'Earlier invoices' }));
  // The void one, current, takes no return.
  expect(card().queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  const header = earlier.getByRole('button', { name: /INV-2026-0007/ });
  expect(header).toHaveTextContent('$44.98');
  await user.click(header);
  await user.click(await earlier.findByRole('button', { name: 'Record Return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Return on INV-2026-0007' });
  expect(within(dialog).getByText('$19.99 each · 2 of 3 can be returned')).toBeInTheDocument();
});

it('offers no return once every unit was credited', async () => {
  mockFetch({
    [INVOICES]: {
      body: [
        fakeShopperEntry(
          { status: 'PAID' },
          [fakeLine()],
          [
            fakeCreditNote({
              lines: [fakeCreditNoteLine({ quantity: 3, lineTotal: '59.97', lineServiceFee: '7.50' })],
            }),
          ],
        ),
      ],
    },
  });
  renderCard('shopper');
  expect(await screen.findByRole('listitem', { name: 'Credit note CN-0001' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record Return' })).not.toBeInTheDocument();
});

it('downloads a credit note as "<number>.pdf" from its own address', async () => {
  const json = mockFetch({ [INVOICES]: { body: [asClientEntry(dueWithReturn())] } });
  const pdf = jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
  );
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/credit-notes/cn-1/pdf' ? pdf(input, init) : json(input, init)) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:credit-note');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderCard('client');
  await user.click(await screen.findByRole('button', { name: 'Download PDF of CN-0001' }));
  await waitFor(() => expect(saved).toEqual(['CN-0001.pdf']));
  expect((pdf.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  click.mockRestore();
});
