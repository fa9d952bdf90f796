import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';
import { safeNextPath, signInPath } from './sign-in-again';

/** The task screen of the remote: it reads its task with the shell's default query function. */
function TaskScreen() {
  const task = useQuery<{ title: string }>({ queryKey: ['/api/tasks', 't-1'] });
  if (task.isError) return <p>Authentication required</p>;
  return <p>{task.data ? `task: ${task.data.title}` : 'loading task'}</p>;
}

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    default: {
      'task-detail': async () => ({ default: TaskScreen }),
      'shopper-dashboard': async () => ({ default: () => <p>shopper dashboard</p> }),
    },
  })),
}));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const ENDED = 'Your session has ended. Please sign in again.';
const REMOTES = { 'GET /config/remotes.json': { body: { shopper: '/s.js' } } };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

async function signIn() {
  const main = screen.getByRole('main');
  await user.click(within(main).getByLabelText('Email'));
  await user.paste('avery@example.com');
  await user.click(within(main).getByLabelText('Password'));
  await user.paste('secret1');
  await user.click(within(main).getByRole('button', { name: 'Sign In' }));
}

it('ends the session on a 401, sends her to sign in with the reason, and back where she was after', async () => {
  let tokenValid = false;
  mockApi({
    ...REMOTES,
    'GET /api/tasks/t-1': () =>
      tokenValid ? { body: { title: 'Gala' } } : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    'POST /api/auth/login': () => {
      tokenValid = true;
      return { body: { token: 'fresh-token' } };
    },
    'GET /api/me': { body: account('SHOPPER') },
  });
  const { router } = renderShell('/tasks/t-1?tab=messages', { me: account('SHOPPER') });

  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(router.state.location.search).toBe(`?${new URLSearchParams({ next: '/tasks/t-1?tab=messages' })}`);
  expect(await screen.findByText(ENDED)).toBeInTheDocument();
  expect(localStorage.getItem('authToken')).toBeNull();
  // The header says so too: she is signed out.
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

  await signIn();
  await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/t-1'));
  expect(router.state.location.search).toBe('?tab=messages');
  expect(await screen.findByText('task: Gala')).toBeInTheDocument();
  expect(localStorage.getItem('authToken')).toBe('fresh-token');
  expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
});

it('keeps `next` through a wrong password (no session ended there), and goes there once signed in', async () => {
  let attempts = 0;
  mockApi({
    ...REMOTES,
    'POST /api/auth/login': () =>
      ++attempts === 1
        ? { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } }
        : { body: { token: 'fresh-token' } },
    'GET /api/me': { body: account('SHOPPER') },
    'GET /api/tasks/t-1': { body: { title: 'Gala' } },
  });
  const { router } = renderShell('/auth?next=%2Ftasks%2Ft-1');
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  await signIn();
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('?next=%2Ftasks%2Ft-1');

  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/t-1'));
  expect(await screen.findByText('task: Gala')).toBeInTheDocument();
});

it('never leaves the site after signing in: another origin in `next` is ignored', async () => {
  mockApi({
    ...REMOTES,
    'POST /api/auth/login': { body: { token: 'fresh-token' } },
    'GET /api/me': { body: account('SHOPPER') },
  });
  const { router } = renderShell(`/auth?${new URLSearchParams({ next: '//evil.example/phish' })}`);
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  await signIn();
  await waitFor(() => expect(router.state.location.pathname).toBe('/shopper-dashboard'));
});

describe('the page to come back to', () => {
  it('is a path of this site, with its query and hash', () => {
    expect(safeNextPath('/tasks/abc?tab=messages#chat')).toBe('/tasks/abc?tab=messages#chat');
    expect(safeNextPath('/task-wizard')).toBe('/task-wizard');
  });

  it('is never another site, nor /auth itself', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'tasks/abc',
      '/auth?next=/x',
      '',
      null,
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('goes into /auth?next=, left out for the home page', () => {
    expect(signInPath({ pathname: '/tasks/abc', search: '?tab=messages', hash: '' })).toBe(
      '/auth?next=%2Ftasks%2Fabc%3Ftab%3Dmessages',
    );
    expect(signInPath({ pathname: '/', search: '' })).toBe('/auth');
  });
});
