import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { ItemsCard } from './ItemsCard';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

type Item = Schemas['ItemReadDto'];

const SUMMARY = 'This is the Linen Blazer by Maison Lin. It costs $129.00 at Maison Store.';
const NOTE = 'Take an M.';

function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 'i1',
    taskId: 't1',
    name: 'Linen blazer',
    brand: null,
    store: null,
    link: null,
    quantity: 1,
    unitPrice: '129.00',
    imageUrls: [],
    images: [],
    receiptUrl: null,
    aiSummary: SUMMARY,
    shopperNote: null,
    status: 'DRAFT',
    locked: false,
    qtyRemaining: 1,
    qtyCredited: 0,
    invoiceId: null,
    feedback: { likes: 0, dislikes: 0, userFeedback: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function Workspace({ canEdit }: { canEdit: boolean }) {
  const detail = useQuery({
    queryKey: taskKeys.detail('t1'),
    queryFn: ({ signal }) => api.get('/api/tasks/{id}', { params: { id: 't1' }, signal }),
  });
  if (!detail.data) return null;
  return (
    <ItemsCard taskId="t1" items={detail.data.items} canEdit={canEdit} canReact={!canEdit} onOpenImages={jest.fn()} />
  );
}

const detailAnswer = (items: Item[]) => ({ body: { task: { id: 't1' }, items } });
const putBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && url === '/api/items/i1/notes')
    .map(([, init]) => JSON.parse(String(init.body)));

describe('the shopper', () => {
  const shopper = fakeAccount('SHOPPER', 'Avery Stylist');

  it('writes a note for her client, typed with its line breaks', async () => {
    let item = makeItem();
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': () => detailAnswer([item]),
      'PUT /api/items/i1/notes': () => {
        item = makeItem({ shopperNote: `${NOTE}\nShips Monday.` });
        return { body: item };
      },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    const card = await screen.findByRole('article', { name: 'Linen blazer' });
    expect(within(card).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(within(card).getByText(SUMMARY)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add a note for your client on Linen blazer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note for your client' });
    expect(
      within(dialog).getByText('Your client sees this note on the item. Leave it empty to remove it.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Note for your client'), `  ${NOTE}{Enter}Ships Monday.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ shopperNote: `${NOTE}\nShips Monday.` }]);
    expect(await within(card).findByRole('heading', { name: 'Your note to the client' })).toBeInTheDocument();
    expect(within(card).getByText(/Ships Monday\./)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Add a note/ })).not.toBeInTheDocument();
  });

  it('edits the summary, and is told the limit past 2000 characters without sending anything', async () => {
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem()]),
      'PUT /api/items/i1/notes': { body: makeItem({ aiSummary: 'Linen.' }) },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the summary for Linen blazer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit summary' });
    const field = within(dialog).getByLabelText('Summary');
    expect(field).toHaveValue(SUMMARY);

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('s'.repeat(2001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Summary too long (max 2000 characters)')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Linen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary updated')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ aiSummary: 'Linen.' }]);
  });

  it('starts each dialog from the item: text typed and cancelled is gone', async () => {
    mockFetch({ 'GET /api/tasks/t1': detailAnswer([makeItem()]) });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a note for your client on Linen blazer' }));
    const note = await screen.findByRole('dialog', { name: 'Add a note for your client' });
    await userEvent.type(within(note).getByLabelText('Note for your client'), 'Draft');
    expect(within(note).getByText('5 / 1000')).toBeInTheDocument();
    await userEvent.click(within(note).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit the summary for Linen blazer' }));
    const summary = await screen.findByRole('dialog', { name: 'Edit summary' });
    expect(within(summary).getByLabelText('Summary')).toHaveValue(SUMMARY);
    await userEvent.click(within(summary).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add a note for your client on Linen blazer' }));
    const again = await screen.findByRole('dialog', { name: 'Add a note for your client' });
    expect(within(again).getByLabelText('Note for your client')).toHaveValue('');
  });

  it('keeps what she typed and says why when the save fails', async () => {
    mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({ shopperNote: NOTE })]),
      'PUT /api/items/i1/notes': {
        status: 409,
        body: { message: 'This item has been paid and can no longer be changed.' },
      },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your note for Linen blazer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your note' });
    await userEvent.type(within(dialog).getByLabelText('Note for your client'), ' And a belt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save note')).toBeInTheDocument();
    expect(within(dialog).getByText(/This item has been paid and can no longer be changed\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Note for your client')).toHaveValue(`${NOTE} And a belt.`);
  });

  it('removes the summary once she confirms', async () => {
    let item = makeItem();
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': () => detailAnswer([item]),
      'PUT /api/items/i1/notes': () => {
        item = makeItem({ aiSummary: null });
        return { body: item };
      },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the summary for Linen blazer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the summary?' });
    expect(putBodies(fetchMock)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Summary removed')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ aiSummary: null }]);
    await waitFor(() => expect(screen.queryByText(SUMMARY)).not.toBeInTheDocument());
  });

  it('reads the texts of a paid item without changing them', async () => {
    mockFetch({
      'GET /api/tasks/t1': detailAnswer([
        makeItem({ shopperNote: NOTE, status: 'INVOICED_PAID', locked: true, qtyRemaining: 0 }),
      ]),
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    const card = await screen.findByRole('article', { name: 'Linen blazer' });
    expect(within(card).getByText(SUMMARY)).toBeInTheDocument();
    expect(within(card).getByText(NOTE)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^(Edit|Remove|Add a note)/ })).not.toBeInTheDocument();
  });
});

describe('the client', () => {
  it('reads the summary and the note from her shopper, and can change neither', async () => {
    mockFetch({ 'GET /api/tasks/t1': detailAnswer([makeItem({ shopperNote: NOTE })]) });
    renderScreen(<Workspace canEdit={false} />, { me: fakeAccount('CLIENT', 'Casey Client') });
    const card = await screen.findByRole('article', { name: 'Linen blazer' });
    expect(within(card).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Note from your shopper' })).toBeInTheDocument();
    expect(within(card).getByText(NOTE)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^(Edit|Remove|Add a note)/ })).not.toBeInTheDocument();
  });
});
