import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import AllTasks from './AllTasks';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const client = (id: string, displayName: string) => ({
  id,
  firstName: displayName.split(' ')[0],
  lastName: 'X',
  phone: '5550100',
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: { displayName, avatarUrl: null },
  user: { email: `${id}@example.com` },
});
const task = {
  id: 't-1',
  title: 'Spring wardrobe refresh',
  status: 'ACTIVE',
  createdAt: '2026-01-01T10:00:00Z',
  clientId: 'c-1',
  recipientId: 'r-1',
  feePct: '12.50',
  clientName: 'Casey Client',
  recipientName: 'Jordan',
  category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
  itemCount: 2,
  subtotal: '129.00',
  invoiceStatus: null,
};

beforeEach(() => localStorage.clear());

it('lists every task with the client named, and offers every client of GET /api/clients', async () => {
  mockFetch({
    'GET /api/clients': { body: [client('c-1', 'Casey Client'), client('c-2', 'Evan Newcomer')] },
    'GET /api/tasks/page': { body: fakeTaskPage([task]) },
  });
  renderScreen(<AllTasks />, { me, path: '/tasks' });
  expect(screen.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/shopper-dashboard');
  expect(await screen.findByText('Showing 1 of 1 tasks')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Spring wardrobe refresh' })).toHaveTextContent('Casey Client');
  for (const name of ['Client', 'Recipient', 'Budget', 'Invoice']) {
    expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  }

  await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
  expect(await screen.findAllByText('Evan Newcomer', { selector: '.ant-select-item-option-content' })).not.toHaveLength(
    0,
  );
});

it('offers Create First Task when there are no tasks', async () => {
  mockFetch({
    'GET /api/clients': { body: [] },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
  });
  renderScreen(<AllTasks />, { me, path: '/tasks' });
  expect(await screen.findByText('No shopping requests yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create First Task' })).toHaveAttribute('href', '/task-wizard');
});
