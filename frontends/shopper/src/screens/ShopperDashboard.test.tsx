import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberNewAccount } from '@atelier/common';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { attentionEntry, shopperDashboard } from '../dashboard/shopper-dashboard.fixture';
import ShopperDashboard from './ShopperDashboard';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const client = (id: string, displayName: string, status = 'ACTIVE') => ({
  id,
  firstName: displayName.split(' ')[0],
  lastName: 'X',
  phone: '5550100',
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: { displayName, avatarUrl: null },
  user: { email: `${id}@example.com` },
  status,
  statusChangedAt: null,
  joinedVia: 'INVITE_CODE',
  canDecline: false,
});
const task = (id: string, status: string, createdAt: string) => ({
  id,
  title: `Task ${id}`,
  status,
  createdAt,
  clientId: 'c-1',
  recipientId: null,
  feePct: '12.50',
  clientName: 'Casey Client',
  recipientName: null,
  category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
  itemCount: 0,
  subtotal: '0.00',
  invoiceStatus: null,
});

beforeEach(() => localStorage.clear());

it('counts active clients and DRAFT tasks, lists clients and the 3 latest tasks, and links the shortcuts', async () => {
  mockFetch({
    'GET /api/clients': {
      body: [client('c-1', 'Casey Client'), client('c-2', 'Dana Doe'), client('c-3', 'Old Archived', 'ARCHIVED')],
    },
    'GET /api/dashboard/shopper': {
      body: shopperDashboard({
        attention: [attentionEntry({ taskId: 't2', taskTitle: 'Task t2' })],
        clients: [
          { clientId: 'c-1', outstanding: '22.49', lastActivityAt: '2026-01-04T10:00:00Z' },
          { clientId: 'c-2', outstanding: '0.00', lastActivityAt: null },
        ],
        tasks: { total: 4, draft: 2, active: 1, complete: 1 },
      }),
    },
    // The latest page only: the dashboard never reads the whole list.
    'GET /api/tasks/page': (url) => {
      expect(url.search).toBe('?limit=3');
      return {
        body: fakeTaskPage(
          [
            task('t2', 'ACTIVE', '2026-01-04T10:00:00Z'),
            task('t3', 'DRAFT', '2026-01-03T10:00:00Z'),
            task('t4', 'COMPLETE', '2026-01-02T10:00:00Z'),
          ],
          4,
        ),
      };
    },
  });
  renderScreen(<ShopperDashboard />, { me, path: '/shopper-dashboard' });
  expect(screen.getByRole('heading', { name: 'Welcome back, Avery Stylist!' })).toBeInTheDocument();
  expect(screen.getAllByLabelText('Loading tasks').length).toBeGreaterThan(0);

  // The counters' titles stand while their values load, in the same place.
  const clients = screen.getByText('Active clients').closest('.ant-statistic');
  expect(clients?.querySelector('.ant-skeleton')).toBeInTheDocument();
  await waitFor(() => expect(clients).toHaveTextContent('Active clients2'));
  expect(screen.getByText('Pending tasks').closest('.ant-statistic')).toHaveTextContent('Pending tasks21 active');

  const attention = await screen.findByRole('list', { name: 'Needs your attention' });
  expect(within(attention).getByRole('link', { name: /2 unread messages/ })).toHaveAttribute(
    'href',
    '/tasks/t2?tab=messages',
  );
  expect(screen.getByText('Outstanding').closest('.ant-statistic')).toHaveTextContent('$1,234.50');

  const latest = await screen.findAllByRole('link', { name: /^Task t\d/ });
  expect(latest.map((link) => link.getAttribute('href'))).toEqual(['/tasks/t2', '/tasks/t3', '/tasks/t4']);
  expect(within(latest[0]!).getByText('Active')).toBeInTheDocument();

  // The client list is collapsed until asked for.
  expect(screen.queryByRole('link', { name: /Dana Doe/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('2 clients'));
  const dana = await screen.findByRole('link', { name: /Dana Doe/ });
  expect(dana).toHaveAttribute('href', '/tasks?clientId=c-2');
  expect(dana).toHaveTextContent('Nothing due · No activity yet');
  const casey = screen.getByRole('link', { name: /c-1@example.com/ });
  expect(casey).toHaveAttribute('href', '/tasks?clientId=c-1');
  expect(casey).toHaveTextContent('Owes $22.49 · Last active Jan 4, 2026');
  // Archived clients are not counted nor listed here: a link leads to where they are.
  expect(screen.queryByRole('link', { name: /Old Archived/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '1 archived client' })).toHaveAttribute('href', '/invite-codes');

  for (const [name, href] of [
    ['New Task', '/task-wizard'],
    ['All Tasks', '/tasks'],
    ['Invite Codes', '/invite-codes'],
    ['Settings', '/shopper-settings'],
  ]) {
    expect(screen.getByRole('link', { name: new RegExp(`^${name}$`) })).toHaveAttribute('href', href);
  }
});

it('welcomes a shopper who has just signed up in this tab, rather than welcoming her back', async () => {
  mockFetch({
    'GET /api/clients': { body: [] },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
    'GET /api/dashboard/shopper': { body: shopperDashboard() },
  });
  rememberNewAccount(me.user.id);
  renderScreen(<ShopperDashboard />, { me, path: '/shopper-dashboard' });
  expect(screen.getByRole('heading', { name: 'Welcome, Avery Stylist!' })).toBeInTheDocument();
  rememberNewAccount(null);
});

it('says "No clients yet" and "No shopping requests yet" when there are none', async () => {
  mockFetch({
    'GET /api/clients': { body: [] },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
    'GET /api/dashboard/shopper': { body: shopperDashboard() },
  });
  renderScreen(<ShopperDashboard />, { me, path: '/shopper-dashboard' });
  expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  expect(await screen.findByText('No shopping requests yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Create an Invite Code/ })).toHaveAttribute('href', '/invite-codes');
});

it('offers Retry when the lists cannot be loaded', async () => {
  mockFetch({
    'GET /api/clients': { status: 500 },
    'GET /api/tasks/page': { status: 500 },
    'GET /api/dashboard/shopper': { status: 500 },
  });
  renderScreen(<ShopperDashboard />, { me, path: '/shopper-dashboard' });
  expect(await screen.findByText('We could not load your clients.')).toBeInTheDocument();
  expect(screen.getByText('We could not load your tasks.')).toBeInTheDocument();
  expect(screen.getByText('We could not load what needs your attention.')).toBeInTheDocument();
  expect(screen.getByText('We could not load your money figures.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
});
