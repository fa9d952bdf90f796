import { configure, screen, within } from '@testing-library/react';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { clientDashboard, dashboardInvoice } from '../dashboard/client-dashboard.fixture';
import ClientDashboard from './ClientDashboard';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
const SHOPPER = {
  id: 's-1',
  profile: { displayName: 'Ava Laurent', avatarUrl: null },
  user: { email: 'ava@example.com' },
  createdAt: '2025-03-14T12:00:00.000Z',
  socialMediaUrl: null,
  defaultFeePct: '12.50',
};
const task = (id: string, status: string, createdAt: string) => ({
  id,
  title: `Request ${id}`,
  status,
  createdAt,
  clientId: 'me',
  recipientId: null,
  feePct: '12.50',
  clientName: 'Casey Client',
  recipientName: 'My Spouse',
  category: { key: 'CLOTHING', name: 'Clothing & Fashion' },
  itemCount: 0,
  subtotal: '0.00',
  invoiceStatus: null,
});

beforeEach(() => localStorage.clear());

it('welcomes the client, shows the shopper, the counts, the shortcuts and the 3 latest requests', async () => {
  mockFetch({
    'GET /api/my-shopper': { body: SHOPPER },
    'GET /api/dashboard/client': { body: clientDashboard({ tasks: { total: 4, draft: 2, active: 1, complete: 1 } }) },
    // The latest page only: the dashboard never reads the whole list.
    'GET /api/tasks/page': (url) => {
      expect(url.search).toBe('?limit=3');
      return {
        body: fakeTaskPage(
          [
            task('r2', 'COMPLETE', '2026-02-03T00:00:00Z'),
            task('r3', 'DRAFT', '2026-02-02T00:00:00Z'),
            task('r1', 'ACTIVE', '2026-02-01T00:00:00Z'),
          ],
          4,
        ),
      };
    },
  });
  renderScreen(<ClientDashboard />, { me, path: '/client-dashboard' });
  expect(screen.getByRole('heading', { name: 'Welcome, Casey Client' })).toBeInTheDocument();

  expect(await screen.findByText('Ava Laurent')).toBeInTheDocument();
  expect(screen.getByText('ava@example.com')).toBeInTheDocument();
  expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/shopper-profile');

  const total = await screen.findByText('Total');
  expect(total.closest('.ant-statistic')).toHaveTextContent('4');
  expect(screen.getByText('Active', { selector: '.ant-statistic *' }).closest('.ant-statistic')).toHaveTextContent('1');
  expect(screen.getByText('Complete', { selector: '.ant-statistic *' }).closest('.ant-statistic')).toHaveTextContent(
    '1',
  );

  const latest = screen.getAllByRole('link', { name: /^Request r\d/ });
  expect(latest.map((link) => link.getAttribute('href'))).toEqual(['/tasks/r2', '/tasks/r3', '/tasks/r1']);
  expect(within(latest[0]!).getByText(/for My Spouse/)).toBeInTheDocument();

  for (const [name, href] of [
    ['Create New Shopping Request', '/task-wizard'],
    ['View All Tasks', '/tasks'],
    ['Manage Recipients', '/recipients'],
    ['My Profile', '/profile'],
  ]) {
    expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
});

it('says "No shopper assigned" on a 404 and "No shopping requests yet" without tasks', async () => {
  mockFetch({
    'GET /api/my-shopper': { status: 404, body: { message: 'No shopper assigned' } },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
    'GET /api/dashboard/client': { body: clientDashboard() },
  });
  renderScreen(<ClientDashboard />, { me, path: '/client-dashboard' });
  expect(await screen.findByText('No shopper assigned')).toBeInTheDocument();
  expect(await screen.findByText('No shopping requests yet')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
});

it('says "Unable to load shopper information" when the shopper cannot be loaded', async () => {
  mockFetch({
    'GET /api/my-shopper': { status: 500 },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
  });
  renderScreen(<ClientDashboard />, { me, path: '/client-dashboard' });
  expect(await screen.findByText('Unable to load shopper information')).toBeInTheDocument();
});

it('shows what she owes and the items waiting for her feedback, and Retry when they cannot be loaded', async () => {
  mockFetch({
    'GET /api/my-shopper': { body: SHOPPER },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
    'GET /api/dashboard/client': {
      body: clientDashboard({
        amountDue: '22.49',
        dueInvoices: [dashboardInvoice({ taskId: 't-3', taskTitle: 'Winter coats', total: '22.49' })],
        itemsAwaitingFeedback: 2,
        firstFeedbackTask: { taskId: 't-4', taskTitle: 'Lamps' },
      }),
    },
  });
  const { unmount } = renderScreen(<ClientDashboard />, { me, path: '/client-dashboard' });
  expect(await screen.findByText('2 items waiting for your feedback')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review items in Lamps' })).toHaveAttribute('href', '/tasks/t-4');
  expect(screen.getByText('Total due').closest('.ant-statistic')).toHaveTextContent('$22.49');
  expect(screen.getByRole('link', { name: /Winter coats/ })).toHaveAttribute('href', '/tasks/t-3');
  unmount();

  mockFetch({
    'GET /api/my-shopper': { body: SHOPPER },
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
    'GET /api/dashboard/client': { status: 500 },
  });
  renderScreen(<ClientDashboard />, { me, path: '/client-dashboard' });
  expect(await screen.findByText('We could not load your invoices.')).toBeInTheDocument();
  expect(screen.queryByText(/waiting for your feedback/)).not.toBeInTheDocument();
});
