import { QueryClient } from '@tanstack/react-query';
import { EARLY_GETS_GLOBAL } from '../api/early-gets';
import { jsonResponse as answer } from '../test-utils';
import { prefetchSession } from './prefetch-session';
import { ME_QUERY_KEY } from './SessionProvider';

const me = { user: { id: 'u1', email: 'avery@example.com', role: 'SHOPPER' }, profile: { displayName: 'Avery' } };
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL];
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

it("puts the account the shell's first script read in the cache, without asking again", async () => {
  localStorage.setItem('authToken', 'tok');
  (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL] = new Map([
    ['/api/me', { token: 'tok', until: Date.now() + 30_000, response: Promise.resolve(answer(me)) }],
  ]);
  const client = new QueryClient();
  await prefetchSession(client);
  expect(client.getQueryData(ME_QUERY_KEY)).toEqual(me);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('reads nothing for a visitor', async () => {
  const client = new QueryClient();
  await prefetchSession(client);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(client.getQueryData(ME_QUERY_KEY)).toBeUndefined();
});

it('leaves a refused token to the session, which reads again and ends it', async () => {
  localStorage.setItem('authToken', 'old');
  fetchMock.mockResolvedValue(answer({ message: 'Unauthorized' }, 401));
  const client = new QueryClient();
  await prefetchSession(client);
  expect(client.getQueryState(ME_QUERY_KEY)).toBeUndefined();
});

it('does not hold the first render back for a slow answer', async () => {
  localStorage.setItem('authToken', 'tok');
  fetchMock.mockReturnValue(new Promise(() => {}));
  const client = new QueryClient();
  await prefetchSession(client, 20);
  expect(client.getQueryState(ME_QUERY_KEY)).toBeUndefined();
});
