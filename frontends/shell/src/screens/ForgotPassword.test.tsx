import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi, renderShell } from '../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const SENT = 'If an account exists for that email, we sent a link to reset the password.';

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

/** The bodies POSTed to /api/auth/forgot-password. */
const requests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/auth/forgot-password')
    .map(([, init]) => JSON.parse(String(init.body)));

it('checks the email, sends the request and says the link is sent, whoever the email belongs to', async () => {
  const fetchMock = mockApi({
    'POST /api/auth/forgot-password': { status: 202, body: { message: SENT } },
  });
  renderShell('/forgot-password');
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Sign In/ })).toHaveAttribute('href', '/auth');

  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  await fill('Email', 'nobody');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(requests(fetchMock)).toEqual([]);

  await fill('Email', '  jane@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(SENT);
  expect(status).toHaveFocus();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  expect(requests(fetchMock)).toEqual([{ email: 'jane@example.com' }]);

  // Sending again goes back to the form with the email kept (a typo can be fixed).
  await user.click(screen.getByRole('button', { name: 'send it again' }));
  expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect(requests(fetchMock)).toHaveLength(2);
});

it('sends once when Enter is pressed again while the request is on its way', async () => {
  let answer: () => void = () => undefined;
  const fetchMock = mockApi({
    'POST /api/auth/forgot-password': () =>
      new Promise((resolve) => (answer = () => resolve({ status: 202, body: { message: SENT } }))),
  });
  renderShell('/forgot-password');
  await fill('Email', 'jane@example.com');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(requests(fetchMock)).toHaveLength(1));
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  answer();
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect(requests(fetchMock)).toHaveLength(1);
});

it("shows the server's message (too many requests), or the fallback when the network fails", async () => {
  mockApi({
    'POST /api/auth/forgot-password': {
      status: 429,
      body: { statusCode: 429, message: 'Too many password reset requests. Please try again later.' },
    },
  });
  renderShell('/forgot-password?email=jane%40example.com');
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com'));
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many password reset requests. Please try again later.',
  );
  expect(screen.queryByText(SENT)).not.toBeInTheDocument();

  global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
});
