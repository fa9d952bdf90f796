import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    default: { 'client-dashboard': async () => ({ default: () => <p>client dashboard</p> }) },
  })),
}));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const DEAD_LINK = 'This reset link is invalid or has expired.';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

async function fill(label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function choose(password: string, confirmation = password) {
  await fill('New password', password);
  await fill('Confirm new password', confirmation);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

/** The bodies POSTed to /api/auth/reset-password. */
const resets = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/auth/reset-password')
    .map(([, init]) => JSON.parse(String(init.body)));

it('asks for 6+ characters, typed twice alike, before sending anything', async () => {
  const fetchMock = mockApi({});
  renderShell('/reset-password?token=reset-token');
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  const password = screen.getByLabelText('New password');
  const confirmation = screen.getByLabelText('Confirm new password');
  // Each field's own message, once the submit's validation has settled (a message may leave
  // and come back while it runs: the confirmation is checked again when the password changes).
  const saying = (passwordSays: string | null, confirmationSays: string) =>
    waitFor(() => {
      expect(confirmation).toHaveAccessibleDescription(confirmationSays);
      if (passwordSays) expect(password).toHaveAccessibleDescription(expect.stringContaining(passwordSays));
      else expect(password).toHaveAccessibleDescription('At least 8 characters.');
    });

  // Left empty, both are missing (not "do not match").
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
  await saying('Password is required', 'Password confirmation is required');
  await choose('1234567', '12345678');
  await saying('Password must be at least 8 characters long.', 'Passwords do not match.');
  await choose('12345678', '123456789');
  await saying(null, 'Passwords do not match.');
  expect(resets(fetchMock)).toEqual([]);
});

it('sets the password, stores the token the api answers and goes home, which is the dashboard', async () => {
  const fetchMock = mockApi({
    'POST /api/auth/reset-password': { body: { token: 'signed-in-token' } },
    'GET /api/me': { body: account('CLIENT') },
    'GET /config/remotes.json': { body: { client: '/c.js' } },
  });
  const { router } = renderShell('/reset-password?token=reset-token');
  await choose('new-secret');
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(screen.getByText('You are signed in with your new password.')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
  expect(await screen.findByText('client dashboard')).toBeInTheDocument();
  expect(localStorage.getItem('authToken')).toBe('signed-in-token');
  expect(resets(fetchMock)).toEqual([{ token: 'reset-token', password: 'new-secret' }]);
});

it('offers a new link when the api refuses this one, with the focus on what happened', async () => {
  mockApi({
    'POST /api/auth/reset-password': { status: 400, body: { statusCode: 400, message: [DEAD_LINK] } },
  });
  const { router } = renderShell('/reset-password?token=used-token');
  await choose('new-secret');
  const heading = await screen.findByRole('heading', { name: DEAD_LINK });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(localStorage.getItem('authToken')).toBeNull();

  const again = screen.getByRole('link', { name: 'Request a New Link' });
  expect(again).toHaveAttribute('href', '/forgot-password');
  await user.click(again);
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/forgot-password');
});

it('says the link is dead when it carries no token, without calling the api', async () => {
  const fetchMock = mockApi({});
  renderShell('/reset-password');
  expect(await screen.findByRole('heading', { name: DEAD_LINK })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("keeps the form for other refusals and shows the server's message", async () => {
  mockApi({
    'POST /api/auth/reset-password': {
      status: 429,
      body: { statusCode: 429, message: 'Too many attempts. Please try again later.' },
    },
  });
  renderShell('/reset-password?token=reset-token');
  await choose('new-secret');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
});
