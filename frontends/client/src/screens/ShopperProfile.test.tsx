import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import ShopperProfile from './ShopperProfile';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
const SHOPPER = {
  id: 's-1',
  profile: { displayName: 'Ava Laurent', avatarUrl: null },
  user: { email: 'ava@example.com' },
  createdAt: '2025-03-14T12:00:00.000Z',
  socialMediaUrl: 'https://instagram.com/ava.styles',
  defaultFeePct: '12.50',
};

beforeEach(() => localStorage.clear());

it('shows the shopper, Member Since, a Visit link opening a new tab, the services and the request buttons', async () => {
  mockFetch({ 'GET /api/my-shopper': { body: SHOPPER } });
  renderScreen(<ShopperProfile />, { me, path: '/shopper-profile' });
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/client-dashboard');

  expect(await screen.findByRole('heading', { name: 'Ava Laurent' })).toBeInTheDocument();
  expect(screen.getByText('AL')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /ava@example\.com/ })).toHaveAttribute('href', 'mailto:ava@example.com');
  expect(screen.getByText('Member Since')).toBeInTheDocument();
  expect(screen.getByText('March 2025')).toBeInTheDocument();
  expect(screen.getByText('Follow Me')).toBeInTheDocument();
  const visit = screen.getByRole('link', { name: /^Visit Ava Laurent/ });
  expect(visit).toHaveAttribute('href', 'https://instagram.com/ava.styles');
  expect(visit).toHaveAttribute('target', '_blank');
  expect(visit.getAttribute('rel')).toContain('noopener');
  for (const service of ['Clothing & Fashion', 'Home Décor & Furnishing', 'Event Planning & Supplies']) {
    expect(screen.getByText(service)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Start New Shopping Request/ })).toHaveAttribute('href', '/task-wizard');
  expect(screen.getByRole('link', { name: /View All My Requests/ })).toHaveAttribute('href', '/tasks');
});

it('leaves out "Follow Me" when the shopper has no social link', async () => {
  mockFetch({ 'GET /api/my-shopper': { body: { ...SHOPPER, socialMediaUrl: null } } });
  renderScreen(<ShopperProfile />, { me, path: '/shopper-profile' });
  expect(await screen.findByText('March 2025')).toBeInTheDocument();
  expect(screen.queryByText('Follow Me')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Visit/ })).not.toBeInTheDocument();
});

it('says "No Shopper Assigned" with advice to contact support on a 404, without an error toast', async () => {
  mockFetch({ 'GET /api/my-shopper': { status: 404, body: { statusCode: 404, message: 'No shopper assigned' } } });
  renderScreen(<ShopperProfile />, { me, path: '/shopper-profile' });
  expect(await screen.findByText('No Shopper Assigned')).toBeInTheDocument();
  expect(screen.getByText(/contact support/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByText('Failed to fetch shopper info')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Start New Shopping Request/ })).not.toBeInTheDocument();
});

it('says "Unable to load shopper information" with a toast on other failures, and retries', async () => {
  let calls = 0;
  mockFetch({
    'GET /api/my-shopper': () => (++calls === 1 ? { status: 500, body: { message: 'Boom' } } : { body: SHOPPER }),
  });
  renderScreen(<ShopperProfile />, { me, path: '/shopper-profile' });
  expect(await screen.findByText('Unable to load shopper information')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch shopper info')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Ava Laurent' })).toBeInTheDocument();
});
