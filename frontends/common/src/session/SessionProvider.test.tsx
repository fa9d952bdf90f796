import { act, render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { apiRequest } from '../api/client';
import { createQueryClient } from '../api/query';
import { AtelierProviders } from '../providers/AtelierProviders';
import { PALETTES } from '../theme/palettes';
import { rememberedAccount } from './remembered-account';
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
      <span data-testid="ended">{String(session.ended)}</span>
      <span data-testid="new">{String(session.newAccount)}</span>
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

it("remembers the signed-in account for the next load's first paint, and forgets it on logout", async () => {
  const token = `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`;
  localStorage.setItem('authToken', token);
  global.fetch = jest.fn(async () => json(200, me));
  renderSession();
  await waitFor(() =>
    expect(rememberedAccount(token)).toEqual({ userId: 'u1', role: 'SHOPPER', displayName: 'Avery Stylist' }),
  );
  act(() => session.logout());
  expect(rememberedAccount(token)).toBeNull();
});

it('keeps the session and the remembered account when a read again of the account gets no answer', async () => {
  const token = `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`;
  localStorage.setItem('authToken', token);
  global.fetch = jest.fn(async () => json(200, me));
  renderSession();
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));

  // The page is left while the account is read again (the live socket's reconnect reads it).
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await act(async () => {
    await session.refresh().catch(() => undefined);
  });
  expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  expect(localStorage.getItem('authToken')).toBe(token);
  expect(rememberedAccount(token)).toEqual({ userId: 'u1', role: 'SHOPPER', displayName: 'Avery Stylist' });
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

describe('a 401 to a signed-in request', () => {
  /** Signed in; GET /api/tasks answered by `tasksAnswer`, anything else (the profile...) as usual. */
  async function signedIn(tasksAnswer: (init: RequestInit) => Response) {
    localStorage.setItem('authToken', 'tok');
    global.fetch = jest.fn(async (url: string, init: RequestInit) =>
      url === '/api/tasks' ? tasksAnswer(init) : json(200, url === '/api/me' ? me : null),
    ) as unknown as typeof fetch;
    const queryClient = createQueryClient();
    render(
      <AtelierProviders queryClient={queryClient}>
        <Probe />
      </AtelierProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    queryClient.setQueryData(['/api/tasks'], [{ id: 'a-task' }]);
    return queryClient;
  }
  const unauthorized = () => json(401, { statusCode: 401, message: 'Unauthorized' });
  const call = () => act(() => apiRequest('/api/tasks').catch(() => undefined));

  it('ends the session: signed out, token and data gone, `ended` set until the next sign-in', async () => {
    const queryClient = await signedIn(unauthorized);
    await call();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(screen.getByTestId('ended')).toHaveTextContent('true');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(queryClient.getQueryData(['/api/tasks'])).toBeUndefined();

    global.fetch = jest.fn(async (url: string) =>
      url === '/api/auth/login' ? json(200, { token: 'new-token' }) : json(200, me),
    ) as unknown as typeof fetch;
    await act(async () => {
      await session.login({ email: 'avery@example.com', password: 'pw' });
    });
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('ended')).toHaveTextContent('false');
  });

  it('ends it too when the token was removed from storage behind its back', async () => {
    await signedIn((init) => ((init.headers as Record<string, string>).Authorization ? json(200, []) : unauthorized()));
    localStorage.removeItem('authToken');
    await call();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(screen.getByTestId('ended')).toHaveTextContent('true');
  });

  it('does not end a newer session: the answer was to a request made with an earlier token', async () => {
    let answer: (response: Response) => void = () => {};
    await signedIn(() => json(200, []));
    global.fetch = jest.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          if (url === '/api/tasks') answer = resolve;
          else resolve(url === '/api/auth/login' ? json(200, { token: 'newer' }) : json(200, me));
        }),
    ) as unknown as typeof fetch;
    const pending = apiRequest('/api/tasks').catch(() => undefined);
    await act(async () => {
      await session.login({ email: 'avery@example.com', password: 'pw' });
    });
    await act(async () => {
      answer(unauthorized());
      await pending;
    });
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('ended')).toHaveTextContent('false');
    expect(localStorage.getItem('authToken')).toBe('newer');
  });

  it('is not a 401 of a signed-in request when signing in fails (a wrong password)', async () => {
    global.fetch = jest.fn(async () => unauthorized()) as unknown as typeof fetch;
    renderSession();
    await act(async () => {
      await session.login({ email: 'avery@example.com', password: 'wrong' }).catch(() => undefined);
    });
    expect(screen.getByTestId('ended')).toHaveTextContent('false');
  });
});

it('knows an account registered in this tab is new, and one signed in to is not', async () => {
  sessionStorage.clear();
  global.fetch = jest.fn(async (url: string) =>
    url.startsWith('/api/auth/') ? json(201, { token: 'tok' }) : json(200, me),
  ) as unknown as typeof fetch;
  renderSession();
  await act(async () => {
    await session.registerShopper({ email: 'avery@example.com', password: 'secret1', displayName: 'Avery Stylist' });
  });
  expect(screen.getByTestId('new')).toHaveTextContent('true');
  act(() => session.logout());
  await act(async () => {
    await session.login({ email: 'avery@example.com', password: 'secret1' });
  });
  expect(screen.getByTestId('new')).toHaveTextContent('false');
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
