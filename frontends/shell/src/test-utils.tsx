import { AtelierProviders, createQueryClient, type Me, ME_QUERY_KEY, TOKEN_STORAGE_KEY } from '@atelier/common';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './routes/route-table';

type Answer = { status?: number; body?: unknown };

/** Mocks fetch by "METHOD path" (query string ignored); anything else is a 404. */
export function mockApi(answers: Record<string, Answer | ((url: URL) => Answer | Promise<Answer>)>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof entry === 'function' ? await entry(url) : entry;
    if (!answer) return new Response('Not found', { status: 404 });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function account(role: 'SHOPPER' | 'CLIENT', overrides: Partial<Me['profile']> = {}): Me {
  return {
    user: { id: 'u1', email: role === 'SHOPPER' ? 'avery@example.com' : 'casey@example.com', role },
    profile: {
      displayName: role === 'SHOPPER' ? 'Avery Stylist' : 'Casey Client',
      avatarUrl: null,
      colorPalette: 'gold',
      ...overrides,
    },
  };
}

/**
 * The real shell (providers, route table, frame) in a memory router. With `me`, the session
 * starts signed in (token stored, account cached); without, as a visitor.
 */
export function renderShell(path: string, { me }: { me?: Me } = {}) {
  const queryClient = createQueryClient();
  if (me) {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    queryClient.setQueryData(ME_QUERY_KEY, me);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AtelierProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AtelierProviders>,
  );
  return { ...utils, router, queryClient };
}
