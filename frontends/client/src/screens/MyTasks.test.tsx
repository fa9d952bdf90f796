import { act, configure, screen } from '@testing-library/react';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import MyTasks from './MyTasks';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
const recipient = (id: string, displayName: string) => ({
  id,
  clientId: 'me',
  relationship: 'other',
  displayName,
  birthdate: null,
  gender: null,
  notes: null,
  profile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  taskCounts: { total: 1, active: 0, done: 0, draft: 1 },
});
const task = (id: string, title: string, recipientId: string, recipientName: string) => ({
  id,
  title,
  status: 'DRAFT',
  createdAt: '2026-01-01T10:00:00Z',
  clientId: 'me',
  recipientId,
  feePct: '12.50',
  clientName: 'Casey Client',
  recipientName,
  category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
  itemCount: 1,
  subtotal: '45.00',
  invoiceStatus: null,
});

beforeEach(() => localStorage.clear());

it("lists the client's requests without their own name, filters by status and recipient only", async () => {
  mockFetch({
    'GET /api/recipients': { body: [recipient('r-1', 'Jordan'), recipient('r-2', 'Myself')] },
    // The api filters by recipient; the screen sends the URL's filter.
    'GET /api/tasks/page': (url) => {
      const all = [task('t-1', 'Silk scarf', 'r-1', 'Jordan'), task('t-2', 'Running shoes', 'r-2', 'Myself')];
      const recipientId = url.searchParams.get('recipientId');
      const tasks = all.filter((one) => !recipientId || one.recipientId === recipientId);
      return { body: { ...fakeTaskPage(tasks), totalCount: all.length } };
    },
  });
  const { router } = renderScreen(<MyTasks />, { me, path: '/tasks' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Shopping Requests' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/client-dashboard');
  expect(await screen.findByText('Showing 2 of 2 tasks')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Silk scarf' })).not.toHaveTextContent('Casey Client');
  expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Recipient' })).toBeInTheDocument();
  for (const name of ['Client', 'Budget', 'Invoice']) {
    expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
  }

  // A recipient's link (from My Recipients) pre-sets the filter.
  await act(() => router.navigate('/tasks?recipientId=r-2'));
  expect(await screen.findByText('Showing 1 of 2 tasks')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Recipient' }).closest('.ant-select')).toHaveTextContent('Myself');
  expect(screen.queryByRole('link', { name: 'Silk scarf' })).not.toBeInTheDocument();
});

it('offers Create New Shopping Request when there are none', async () => {
  mockFetch({
    'GET /api/recipients': { body: [] },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
  });
  renderScreen(<MyTasks />, { me, path: '/tasks' });
  expect(await screen.findByText('No shopping requests yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create New Shopping Request' })).toHaveAttribute('href', '/task-wizard');
});
