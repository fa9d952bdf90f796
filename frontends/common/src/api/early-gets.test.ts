import { apiRequest, ApiError, TOKEN_STORAGE_KEY } from './client';
import { dropEarlyGets, EARLY_GET_TTL_MS, EARLY_GETS_GLOBAL, type EarlyGet } from './early-gets';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function early(url: string, response: Promise<Response>, token = 'tok', until = Date.now() + EARLY_GET_TTL_MS) {
  const holder = globalThis as unknown as Record<string, Map<string, EarlyGet>>;
  holder[EARLY_GETS_GLOBAL] ??= new Map();
  holder[EARLY_GETS_GLOBAL].set(url, { token, until, response });
}

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL];
  fetchMock.mockReset().mockImplementation(() => Promise.resolve(json(200, { fresh: true })));
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
});

it('adopts the early answer to the same GET once, then asks the api again', async () => {
  early('/api/tasks', Promise.resolve(json(200, [{ id: 't1' }])));
  await expect(apiRequest('/api/tasks')).resolves.toEqual([{ id: 't1' }]);
  expect(fetchMock).not.toHaveBeenCalled();
  await expect(apiRequest('/api/tasks')).resolves.toEqual({ fresh: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('applies the usual rules to an adopted answer', async () => {
  early('/api/me', Promise.resolve(json(401, { message: 'Unauthorized' })));
  await expect(apiRequest('/api/me')).rejects.toBeInstanceOf(ApiError);
});

it('ignores an early answer made with another token, an old one, or one whose request failed', async () => {
  early('/api/a', Promise.resolve(json(200, 'other')), 'someone-else');
  early('/api/b', Promise.resolve(json(200, 'old')), 'tok', Date.now() - 1);
  const failed = Promise.reject(new TypeError('offline'));
  failed.catch(() => undefined); // as the shell does for an answer nobody may take
  early('/api/c', failed);
  await expect(apiRequest('/api/a')).resolves.toEqual({ fresh: true });
  await expect(apiRequest('/api/b')).resolves.toEqual({ fresh: true });
  await expect(apiRequest('/api/c')).resolves.toEqual({ fresh: true });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('never stands in for a write', async () => {
  early('/api/tasks', Promise.resolve(json(200, 'early')));
  await apiRequest('/api/tasks', { method: 'POST', body: { title: 'x' } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks the api again once the early answers were dropped (read before the live socket connected)', async () => {
  early('/api/notifications', Promise.resolve(json(200, { before: true })));
  dropEarlyGets();
  await expect(apiRequest('/api/notifications')).resolves.toEqual({ fresh: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
