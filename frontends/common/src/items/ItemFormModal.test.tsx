import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type FakeAnswer, fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { type TaskBudget, TaskBudgetContext } from '../budget';
import { ItemFormModal } from './ItemFormModal';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const ITEM = {
  id: 'i1',
  taskId: 't1',
  name: 'Linen blazer',
  brand: 'Zara',
  store: null,
  link: null,
  quantity: 2,
  unitPrice: '129.00',
  imageUrls: [],
  images: [],
  receiptUrl: null,
  aiSummary: null,
  shopperNote: null,
  status: 'DRAFT' as const,
  locked: false,
  qtyRemaining: 2,
  qtyCredited: 0,
  invoiceId: null,
  feedback: { likes: 0, dislikes: 0, userFeedback: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const sentBody = (fetchMock: jest.Mock, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

/** One change per field: typing key by key re-renders the antd form each time (slow under jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderForm(item?: typeof ITEM, budget: TaskBudget | null = null) {
  const onClose = jest.fn();
  renderScreen(
    <TaskBudgetContext.Provider value={budget}>
      <ItemFormModal taskId="t1" item={item} open onClose={onClose} />
    </TaskBudgetContext.Provider>,
    { me: fakeAccount('SHOPPER', 'Avery Stylist') },
  );
  return { onClose, user: userEvent.setup({ delay: null }) };
}

it('asks for a name and a price before saving', async () => {
  const fetchMock = mockFetch({});
  const { user } = renderForm();
  expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeInTheDocument();
  expect(screen.getByLabelText('Quantity')).toHaveValue('1');

  await user.click(screen.getByRole('button', { name: 'Save Item' }));
  expect(await screen.findByText('Item name is required')).toBeInTheDocument();
  expect(await screen.findByText('Unit price is required')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('refuses a quantity under 1, a price with three decimals and a bad link', async () => {
  const fetchMock = mockFetch({});
  const { user } = renderForm();
  await fill(user, screen.getByLabelText('Name'), 'Blazer');
  await user.clear(screen.getByLabelText('Quantity'));
  await fill(user, screen.getByLabelText('Quantity'), '0');
  await fill(user, screen.getByLabelText('Unit price'), '12.345');
  await fill(user, screen.getByLabelText('Product link'), 'shop.example.com');
  await user.click(screen.getByRole('button', { name: 'Save Item' }));

  expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
  expect(
    await screen.findByText('Enter a price of 0 or more with at most two decimals, like 12.50'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Invalid link')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('creates the item with the price as cents written "12.50"', async () => {
  const fetchMock = mockFetch({ 'POST /api/tasks/t1/items': { status: 201, body: ITEM } });
  const { user, onClose } = renderForm();
  await fill(user, screen.getByLabelText('Name'), '  Silk scarf ');
  await fill(user, screen.getByLabelText('Brand'), 'Hermès');
  await fill(user, screen.getByLabelText('Unit price'), '12.5');
  await fill(user, screen.getByLabelText('Product link'), 'https://shop.example.com/scarf');
  await user.click(screen.getByRole('button', { name: 'Save Item' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody(fetchMock, 'POST')).toEqual({
    name: 'Silk scarf',
    brand: 'Hermès',
    store: '',
    quantity: 1,
    unitPrice: '12.50',
    link: 'https://shop.example.com/scarf',
  });
});

it('keeps what was typed and shows the server message when the save fails', async () => {
  const fetchMock = mockFetch({
    'PUT /api/items/i1': { status: 409, body: { message: 'This item is on an invoice and can no longer be changed.' } },
  });
  const { user, onClose } = renderForm(ITEM);
  expect(screen.getByRole('dialog', { name: 'Edit Item' })).toBeInTheDocument();
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await fill(user, name, 'Wool blazer');
  await user.click(screen.getByRole('button', { name: 'Save Item' }));

  expect(await screen.findByText('Failed to save item')).toBeInTheDocument();
  expect(screen.getByText('This item is on an invoice and can no longer be changed.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Wool blazer');
  expect(screen.getByLabelText('Unit price')).toHaveValue('129.00');
  expect(sentBody(fetchMock, 'PUT')).toMatchObject({ name: 'Wool blazer', quantity: 2, unitPrice: '129.00' });
  expect(onClose).not.toHaveBeenCalled();
});

it('saves once on a double tap, with an Idempotency-Key, and closes', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const fetchMock = mockFetch({
    'POST /api/tasks/t1/items': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  const { user, onClose } = renderForm();
  await fill(user, screen.getByLabelText('Name'), 'Silk scarf');
  await fill(user, screen.getByLabelText('Unit price'), '12.50');
  await user.dblClick(screen.getByRole('button', { name: 'Save Item' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: /Save Item/ })).toHaveClass('ant-btn-loading'));
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts()).toHaveLength(1);
  expect(posts()[0]![1].headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);

  answer({ status: 201, body: ITEM });
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(posts()).toHaveLength(1);
});

describe('the budget warning', () => {
  /** 2 × $129.00 = $258.00, with the 12.50 % fee (16.125, so 16.13 a unit) $290.26, of a "$300 to $700" request. */
  const budget: TaskBudget = { answer: '300-700', items: [ITEM], feePct: '12.50' };
  const warning = () => screen.queryByText(/takes the task over budget/);

  it('warns before saving a new item that takes the task over budget, and still saves it', async () => {
    const fetchMock = mockFetch({ 'POST /api/tasks/t1/items': { status: 201, body: ITEM } });
    const { user, onClose } = renderForm(undefined, budget);
    await fill(user, screen.getByLabelText('Name'), 'Wool coat');
    await fill(user, screen.getByLabelText('Unit price'), '350');
    // 258.00 + 350.00 = 608.00, fee 32.26 + 43.75: $684.01, within.
    expect(warning()).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Unit price'));
    await fill(user, screen.getByLabelText('Unit price'), '400');
    // 658.00 + 32.26 + 50.00 = $740.26: $40.26 over.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This item takes the task over budget by $40.26');
    expect(alert).toHaveTextContent('$740.26 of $700 budget, service fee included. You can still save it.');

    await user.click(screen.getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, 'POST')).toMatchObject({ name: 'Wool coat', unitPrice: '400.00' });
  });

  it('counts an edited item at its new quantity, not twice', async () => {
    mockFetch({});
    const { user } = renderForm(ITEM, budget);
    // Its own $290.26 is not added again.
    expect(warning()).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await fill(user, screen.getByLabelText('Quantity'), '5');
    // 5 × 129.00 = 645.00 + 5 × 16.13 = $725.65.
    expect(await screen.findByText('This item takes the task over budget by $25.65')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await fill(user, screen.getByLabelText('Quantity'), '4');
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
  });

  it('says nothing without a budget, or outside a task', async () => {
    mockFetch({});
    const { user } = renderForm(undefined, { ...budget, answer: 'flexible' });
    await fill(user, screen.getByLabelText('Unit price'), '99999');
    expect(warning()).not.toBeInTheDocument();
  });
});

describe('closing with changes', () => {
  const discardQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

  /** The dialog as the items card opens it: closing hides it for real, and it can be opened again. */
  function Reopenable() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open the form
        </button>
        <ItemFormModal taskId="t1" open={open} onClose={() => setOpen(false)} />
      </>
    );
  }

  function renderReopenable() {
    renderScreen(
      <TaskBudgetContext.Provider value={null}>
        <Reopenable />
      </TaskBudgetContext.Provider>,
      { me: fakeAccount('SHOPPER', 'Avery Stylist') },
    );
    return userEvent.setup({ delay: null });
  }

  it('closes on Esc at once when nothing was typed', async () => {
    mockFetch({});
    const { user, onClose } = renderForm(ITEM);
    await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('asks on Esc after typing, keeps the text on Keep Editing, and closes on Discard', async () => {
    mockFetch({});
    const { user, onClose } = renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Silk scarf');

    await user.keyboard('{Escape}');
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Silk scarf');

    await user.keyboard('{Escape}');
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks on Cancel too, and opens empty again after a discard', async () => {
    mockFetch({});
    const user = renderReopenable();
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText('Name'), 'Silk scarf');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    const again = await screen.findByRole('dialog', { name: 'Add Item' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('closes without asking after a successful save', async () => {
    mockFetch({ 'POST /api/tasks/t1/items': { status: 201, body: ITEM } });
    const user = renderReopenable();
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText('Name'), 'Silk scarf');
    await user.type(within(dialog).getByLabelText('Unit price'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });
});
