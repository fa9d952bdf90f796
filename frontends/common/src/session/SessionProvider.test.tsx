import { act, render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { createQueryClient } from '../api/query';
import { AtelierProviders } from '../providers/AtelierProviders';
import { PALETTES } from '../theme/palettes';
import { type Me, roleLabel, type Session, useSession } from './SessionProvider';

const me: Me = {
  user: { id: 'u1', email: 'avery@example.com', role: 'SHOPPER' },
  profile: { displayName: 'Avery Stylist', avatarUrl: null, colorPalette: 'gold' },
};

let session: Session;
function Probe() {
  session = useSession();
  const { token } = theme.useToken();
  return (
    <p>
      <span data-testid="status">{session.status}</span>
      <span data-testid="name">{session.me?.profile.displayName ?? 'nobody'}</span>
      <span data-testid="primary">{token.colorPrimary}</span>
    </p>
  );
}

function renderSession() {
  return render(
    <AtelierProviders queryClient={createQueryClient()}>
      <Probe />
    </AtelierProviders>,
  );
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => localStorage.clear());

it('is anonymous without a stored token, and never calls the api', () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  renderSession();
  expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('loads the profile for a stored token: loading, then authenticated', async () => {
  localStorage.setItem('authToken', 'tok');
  global.fetch = jest.fn(async () => json(200, me));
  renderSession();
  expect(screen.getByTestId('status')).toHaveTextContent('loading');
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
  expect(screen.getByTestId('name')).toHaveTextContent('Avery Stylist');
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
  expect(url).toBe('/api/me');
  expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
});

it('removes the token, stays logged out and logs the failure when the profile call fails', async () => {
  localStorage.setItem('authToken', 'expired');
  global.fetch = jest.fn(async () => json(401, { message: 'Unauthorized' }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderSession();
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

it('logs in: stores the token, then reloads the profile; logout clears both', async () => {
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/auth/login' ? json(200, { token: 'new-token' }) : json(200, me),
  ) as unknown as typeof fetch;
  renderSession();
  await act(async () => {
    await session.login({ email: 'avery@example.com', password: 'pw' });
  });
  expect(localStorage.getItem('authToken')).toBe('new-token');
  expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  act(() => session.logout());
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  expect(screen.getByTestId('name')).toHaveTextContent('nobody');
});

it('signs in with a token answered elsewhere (a password reset), leaving nothing of the account before', async () => {
  const before: Me = { ...me, user: { ...me.user, id: 'u2' }, profile: { ...me.profile, displayName: 'Someone Else' } };
  localStorage.setItem('authToken', 'old-token');
  global.fetch = jest.fn(async (_url: string, init: RequestInit) =>
    json(200, (init.headers as Record<string, string>).Authorization === 'Bearer old-token' ? before : me),
  ) as unknown as typeof fetch;
  const queryClient = createQueryClient();
  render(
    <AtelierProviders queryClient={queryClient}>
      <Probe />
    </AtelierProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Someone Else'));
  queryClient.setQueryData(['/api/tasks'], [{ id: 'task-of-someone-else' }]);

  await act(async () => {
    await session.signInWithToken('reset-token');
  });
  expect(localStorage.getItem('authToken')).toBe('reset-token');
  expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  expect(screen.getByTestId('name')).toHaveTextContent('Avery Stylist');
  expect(queryClient.getQueryData(['/api/tasks'])).toBeUndefined();
});

it('re-themes at once when the profile palette changes (setMe with the PUT /api/profile answer)', async () => {
  localStorage.setItem('authToken', 'tok');
  global.fetch = jest.fn(async () => json(200, me));
  renderSession();
  await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent(PALETTES.gold.token.colorPrimary!));
  act(() => session.setMe({ ...me, profile: { ...me.profile, colorPalette: 'rose' } }));
  await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent(PALETTES.rose.token.colorPrimary!));
});

it('labels roles as the spec does', () => {
  expect(roleLabel('SHOPPER')).toBe('Personal Shopper');
  expect(roleLabel('CLIENT')).toBe('Client');
  expect(roleLabel('ADMIN')).toBe('Member');
  expect(roleLabel(null)).toBe('Member');
});

it('refuses to work outside the provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useSession() must be used under <SessionProvider>');
});
