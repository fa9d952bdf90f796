import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi, renderShell } from '../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const INVALID = 'This unsubscribe link is invalid.';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

/** The calls made to /unsubscribe: method and URL. */
const unsubscribeCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/email/unsubscribe'))
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

it('explains what stops, changes nothing on opening, and unsubscribes with the button', async () => {
  const fetchMock = mockApi({ 'POST /api/email/unsubscribe': { body: { unsubscribed: true } } });
  renderShell('/unsubscribe?token=a.b%2Bc');
  expect(await screen.findByRole('heading', { name: 'Unsubscribe from Atelier email digests' })).toBeInTheDocument();
  expect(screen.getByText(/digests of new messages, items, comments and invoices/)).toBeInTheDocument();
  expect(screen.getByText('Security emails (password reset, password changed) are still sent.')).toBeInTheDocument();
  expect(unsubscribeCalls(fetchMock)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  const done = await screen.findByRole('heading', { name: "You're unsubscribed" });
  await waitFor(() => expect(done).toHaveFocus());
  expect(screen.getByText(/You can turn digests back on in/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
  expect(unsubscribeCalls(fetchMock)).toEqual(['POST /api/email/unsubscribe?token=a.b%2Bc']);
});

it('says the link is invalid when the api refuses its token', async () => {
  mockApi({ 'POST /api/email/unsubscribe': { status: 400, body: { statusCode: 400, message: INVALID } } });
  renderShell('/unsubscribe?token=forged');
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  const heading = await screen.findByRole('heading', { name: INVALID });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
});

it('says the link is invalid when it carries no token, without calling the api', async () => {
  const fetchMock = mockApi({});
  renderShell('/unsubscribe');
  expect(await screen.findByRole('heading', { name: INVALID })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('keeps the button for another try when the network fails', async () => {
  global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  renderShell('/unsubscribe?token=tok');
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
});
