/**
 * Test helpers for screens rendered outside the shell (the remotes' screens): the providers
 * the shell gives them, a memory router, and a fetch mock. Not exported from index.ts.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TOKEN_STORAGE_KEY } from './api/client';
import { notificationKeys } from './api/query-keys';
import { createQueryClient } from './api/query';
import { AtelierProviders } from './providers/AtelierProviders';
import { type Me, ME_QUERY_KEY } from './session/SessionProvider';

export type FakeAnswer = { status?: number; body?: unknown };

/** The api's JSON answer, as fetch resolves it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Mocks fetch by "METHOD path" (query string ignored); a function, given the request's URL,
 * may answer by its query string or return a pending promise.
 */
export function mockFetch(
  answers: Record<string, FakeAnswer | ((url: URL) => FakeAnswer | Promise<FakeAnswer>)>,
): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof entry === 'function' ? await entry(url) : entry;
    if (!answer) return new Response('Not found', { status: 404 });
    // A 204 has no body (the Response constructor refuses one).
    if (answer.status === 204) return new Response(null, { status: 204 });
    return jsonResponse(answer.body ?? null, answer.status);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function fakeAccount(role: 'SHOPPER' | 'CLIENT', displayName: string): Me {
  return {
    user: { id: 'me', email: `${displayName.split(' ')[0]!.toLowerCase()}@example.com`, role },
    profile: { displayName, avatarUrl: null, colorPalette: 'gold' },
  };
}

/** Where a link led: every other path renders its own location. */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * A screen at the route `path`, signed in as `me`, inside the providers the shell gives remote
 * screens; the router starts at `entry` (by default the path itself, for a path without params).
 */
export function renderScreen(
  screen: ReactElement,
  { me, path = '/', entry = path }: { me: Me; path?: string; entry?: string },
) {
  const queryClient = createQueryClient();
  localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  queryClient.setQueryData(ME_QUERY_KEY, me);
  // The shell has loaded the bell's feed by the time a screen shows; tests count their own calls.
  queryClient.setQueryData(notificationKeys.feed, { items: [], unreadCount: 0, unreadMessages: 0 });
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [entry] },
  );
  const utils = render(
    <AtelierProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AtelierProviders>,
  );
  return { ...utils, router, queryClient };
}
