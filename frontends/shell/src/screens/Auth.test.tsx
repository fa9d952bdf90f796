import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    default: { 'shopper-dashboard': async () => ({ default: () => <p>shopper dashboard</p> }) },
  })),
}));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const REMOTES = { 'GET /config/remotes.json': { body: { shopper: '/s.js' } } };
const CHECKS_PASS = {
  'POST /api/auth/invite-code-check': { body: { valid: true } },
  'POST /api/auth/email-check': { body: { available: true } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  mockApi({ ...REMOTES, ...CHECKS_PASS, 'GET /api/shoppers': { body: [] } });
});

async function fill(label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The form's Sign In button (the header has one too, for visitors). */
const signInButton = () => within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' });

const bodyOf = (fetchMock: jest.Mock, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('sign in', () => {
  it('checks the fields, signs in with "Welcome back!" and goes home (then to the dashboard)', async () => {
    const fetchMock = mockApi({
      ...REMOTES,
      'POST /api/auth/login': { body: { token: 'shopper-token' } },
      'GET /api/me': { body: account('SHOPPER') },
    });
    const { router } = renderShell('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fill('Email', 'avery@example.com');
    await fill('Password', 'whatever');
    await user.click(signInButton());
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopper-dashboard'));
    expect(bodyOf(fetchMock, '/api/auth/login')).toEqual({ email: 'avery@example.com', password: 'whatever' });
    expect(localStorage.getItem('authToken')).toBe('shopper-token');
  });

  it('shows "Error" with the server message, or the fallback', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    renderShell('/auth');
    await fill('Email', 'avery@example.com');
    await fill('Password', 'wrong');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await user.click(signInButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('links to /forgot-password, carrying the email typed so far, which fills the field there', async () => {
    const { router } = renderShell('/auth');
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await fill('Email', ' avery+shop@example.com ');
    await waitFor(() => expect(forgot).toHaveAttribute('href', '/forgot-password?email=avery%2Bshop%40example.com'));

    await user.click(forgot);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('avery+shop@example.com'));
  });
});

describe('shopper sign-up (?type=shopper)', () => {
  it('asks for display name, email and password (6+), then creates the account', async () => {
    const fetchMock = mockApi({
      ...REMOTES,
      'POST /api/auth/register-shopper': { status: 201, body: { token: 'new-shopper' } },
      'GET /api/me': { body: account('SHOPPER') },
    });
    const { router } = renderShell('/auth?type=shopper');
    expect(await screen.findByRole('heading', { name: 'Become a Personal Shopper' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Invite code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fill('Display name', 'Avery Stylist');
    await fill('Email', 'avery@example.com');
    await fill('Password', '1234567');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await fill('Password', '12345678');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopper-dashboard'));
    expect(bodyOf(fetchMock, '/api/auth/register-shopper')).toEqual({
      email: 'avery@example.com',
      password: '12345678',
      displayName: 'Avery Stylist',
    });
  });

  it('says on the email field, in view and focused, that the email is taken', async () => {
    mockApi({
      'POST /api/auth/register-shopper': {
        status: 409,
        body: { statusCode: 409, message: 'An account with this email already exists' },
      },
    });
    renderShell('/auth?type=shopper');
    await fill('Display name', 'Avery');
    await fill('Email', 'avery@example.com');
    await fill('Password', '12345678');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('client sign-up', () => {
  it('requires the invite code, then continues in the wizard with the account filled in', async () => {
    const fetchMock = mockApi({ ...REMOTES, ...CHECKS_PASS });
    const { router } = renderShell('/auth');
    await user.click(await screen.findByText('Sign Up'));
    expect(await screen.findByRole('heading', { name: 'Create a Client Account' })).toHaveFocus();
    await fill('Display name', 'Jane Doe');
    await fill('Email', 'jane@example.com');
    await fill('Password', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Invite code is required for client registration.', { selector: '.ant-notification *' }),
    ).toBeInTheDocument();

    await fill('Invite code', 'k7qx2m9prt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(bodyOf(fetchMock, '/api/auth/invite-code-check')).toEqual({ code: 'K7QX2M9PRT' });
    expect(bodyOf(fetchMock, '/api/auth/email-check')).toEqual({ email: 'jane@example.com' });
    expect(router.state.location.search).toBe('?inviteCode=K7QX2M9PRT');
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Display name')).toHaveValue('Jane Doe');
  });

  it('checks the code and the email here, saying on each field what is wrong', async () => {
    mockApi({
      ...REMOTES,
      'POST /api/auth/invite-code-check': { body: { valid: false } },
      'POST /api/auth/email-check': { body: { available: false } },
    });
    const { router } = renderShell('/auth?mode=signup');
    await fill('Display name', 'Jane Doe');
    await fill('Email', 'jane@example.com');
    await fill('Password', 'secret-1');
    await fill('Invite code', 'MADEUP');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
        expect.stringContaining('Invalid or already used invitation code'),
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('switches between client and shopper sign-up, and back to sign in', async () => {
    const { router } = renderShell('/auth?mode=signup');
    await user.click(await screen.findByRole('button', { name: 'Sign up as a shopper' }));
    expect(await screen.findByRole('heading', { name: 'Become a Personal Shopper' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=shopper');
    await user.click(screen.getByRole('button', { name: 'Sign up with an invite code' }));
    expect(await screen.findByLabelText('Invite code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
