import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../api/client';
import { taskKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { FakeXhr } from '../uploads/fake-xhr';
import { pngFile } from '../uploads/test-files';
import { ItemsCard } from './ItemsCard';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
FakeXhr.install();

type Item = Schemas['ItemReadDto'];

function makeItem(overrides: Partial<Item>): Item {
  return {
    id: 'i1',
    taskId: 't1',
    name: 'Linen blazer',
    brand: 'Zara',
    store: 'Nordstrom',
    link: 'https://shop.example.com/blazer',
    quantity: 3,
    unitPrice: '19.99',
    imageUrls: [],
    images: [],
    receiptUrl: null,
    aiSummary: null,
    shopperNote: null,
    status: 'DRAFT',
    locked: false,
    qtyRemaining: 3,
    qtyCredited: 0,
    invoiceId: null,
    feedback: { likes: 1, dislikes: 0, userFeedback: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The card fed from the task detail query, as the task workspace feeds it. */
function Workspace({ canEdit, onOpenImages = jest.fn() }: { canEdit: boolean; onOpenImages?: jest.Mock }) {
  const detail = useQuery({
    queryKey: taskKeys.detail('t1'),
    queryFn: ({ signal }) => api.get('/api/tasks/{id}', { params: { id: 't1' }, signal }),
  });
  if (!detail.data) return null;
  return (
    <ItemsCard
      taskId="t1"
      items={detail.data.items}
      canEdit={canEdit}
      canReact={!canEdit}
      onOpenImages={onOpenImages}
    />
  );
}

const detailAnswer = (items: Item[]) => ({ body: { task: { id: 't1' }, items } });
const SHOPPER_ACTIONS = (name: string) => [
  `Edit ${name}`,
  `Delete ${name}`,
  'Add photos',
  'Upload receipt',
  'Import image and summary',
];

describe('the shopper', () => {
  const shopper = fakeAccount('SHOPPER', 'Avery Stylist');

  it('gets every action on an open item, and none on a paid or invoiced one', async () => {
    mockFetch({
      'GET /api/tasks/t1': detailAnswer([
        makeItem({}),
        makeItem({ id: 'i2', name: 'Paid scarf', status: 'INVOICED_PAID', locked: true, qtyRemaining: 0 }),
        makeItem({ id: 'i3', name: 'Due boots', status: 'INVOICED_DUE', locked: true, qtyRemaining: 2 }),
      ]),
    });
    renderScreen(<Workspace canEdit />, { me: shopper });

    const open = await screen.findByRole('article', { name: 'Linen blazer' });
    for (const label of SHOPPER_ACTIONS('Linen blazer')) {
      expect(within(open).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(within(open).getByText('Total $59.97')).toBeInTheDocument();
    expect(within(open).getByText('Client Likes: 1')).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();

    const paid = screen.getByRole('article', { name: 'Paid scarf' });
    expect(within(paid).getByText('Paid items cannot be changed')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    for (const label of SHOPPER_ACTIONS('Paid scarf')) {
      expect(within(paid).queryByRole('button', { name: label })).not.toBeInTheDocument();
    }

    const due = screen.getByRole('article', { name: 'Due boots' });
    expect(within(due).getByText('Locked: on an invoice')).toBeInTheDocument();
    expect(within(due).getByText('2 of 3 left to invoice')).toBeInTheDocument();
    expect(within(due).queryByRole('button', { name: 'Edit Due boots' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Items (3)' })).toBeInTheDocument();
  });

  it('is invited to add the first item', async () => {
    mockFetch({ 'GET /api/tasks/t1': detailAnswer([]) });
    renderScreen(<Workspace canEdit />, { me: shopper });
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('opens the viewer at the photo clicked', async () => {
    const images = [1, 2].map((n) => ({
      url: `/files/uploads/p${n}.jpg`,
      webUrl: `/files/uploads/p${n}.web.webp`,
      thumbUrl: `/files/uploads/p${n}.thumb.webp`,
    }));
    mockFetch({ 'GET /api/tasks/t1': detailAnswer([makeItem({ images, imageUrls: images.map((i) => i.url) })]) });
    const onOpenImages = jest.fn();
    renderScreen(<Workspace canEdit onOpenImages={onOpenImages} />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 2 of 2' }));
    expect(onOpenImages).toHaveBeenCalledWith(images, 1, 'Linen blazer');
  });
});

describe('the shopper changing an item', () => {
  const shopper = fakeAccount('SHOPPER', 'Avery Stylist');
  const bodyOf = (fetchMock: jest.Mock, method: string) =>
    JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1].body));

  it('adds photos after those the item has, in order', async () => {
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({ imageUrls: ['/files/uploads/old.jpg'] })]),
      'PUT /api/items/i1/files': { body: makeItem({}) },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Add photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Linen blazer' });
    expect(within(dialog).getByText('1 of 8 photos')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Choose photos'), pngFile('new.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/tasks/t1/items/upload-file');
    expect(FakeXhr.sent[0]!.headers.Authorization).toBe(`Bearer ${localStorage.getItem(TOKEN_STORAGE_KEY)}`);
    FakeXhr.sent[0]!.answer(201, { url: '/files/uploads/new.png' });

    expect(await screen.findByText('Images added')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT')).toEqual({ imageUrls: ['/files/uploads/old.jpg', '/files/uploads/new.png'] });
  });

  it('asks before deleting', async () => {
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({})]),
      // mockFetch always sends a body, which a 204 cannot have.
      'DELETE /api/items/i1': { status: 200 },
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Linen blazer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url === '/api/items/i1')).toBe(true);
  });

  it('shows the import running, then why it failed', async () => {
    let finish: (answer: { body: unknown }) => void = () => {};
    mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({})]),
      'POST /api/items/i1/enrich': () => new Promise((resolve) => (finish = resolve)),
    });
    renderScreen(<Workspace canEdit />, { me: shopper });
    await userEvent.click(await screen.findByRole('button', { name: 'Import image and summary' }));
    expect(await screen.findByText('Importing from the product page…')).toBeInTheDocument();

    finish({ body: { success: false, image_added: false, error: 'The page could not be reached.' } });
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('The page could not be reached.')).toBeInTheDocument();
    expect(screen.queryByText('Importing from the product page…')).not.toBeInTheDocument();
  });
});

describe('the client', () => {
  const client = fakeAccount('CLIENT', 'Casey Client');

  it('sees no shopper actions, and an empty list says the shopper has not added items', async () => {
    mockFetch({ 'GET /api/tasks/t1': detailAnswer([]) });
    renderScreen(<Workspace canEdit={false} />, { me: client });
    expect(await screen.findByText("Your shopper hasn't added items yet")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('likes an item, then takes the like back', async () => {
    const fetchMock = mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({})]),
      'POST /api/items/i1/feedback': { body: { userFeedback: { isLiked: true }, counts: { likes: 2, dislikes: 0 } } },
      'DELETE /api/items/i1/feedback': { body: { userFeedback: null, counts: { likes: 1, dislikes: 0 } } },
    });
    renderScreen(<Workspace canEdit={false} />, { me: client });
    const card = await screen.findByRole('article', { name: 'Linen blazer' });
    for (const label of SHOPPER_ACTIONS('Linen blazer')) {
      expect(within(card).queryByRole('button', { name: label })).not.toBeInTheDocument();
    }
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('2');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1].body))).toEqual({ isLiked: true });

    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(like).toHaveTextContent('1');
  });

  it('gets the like back out and a message when it fails', async () => {
    mockFetch({
      'GET /api/tasks/t1': detailAnswer([makeItem({})]),
      'POST /api/items/i1/feedback': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderScreen(<Workspace canEdit={false} />, { me: client });
    const like = within(await screen.findByRole('article', { name: 'Linen blazer' })).getByRole('button', {
      name: 'Like',
    });
    await userEvent.click(like);
    expect(await screen.findByText('Failed to like item')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('1');
  });
});
