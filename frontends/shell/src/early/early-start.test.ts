import { EARLY_GETS_GLOBAL as COMMON_GLOBAL, takeEarlyGet } from '../../../common/src/api/early-gets';
import { rememberAccount } from '../../../common/src/session/remembered-account';
import { jsonResponse as answer } from '../../../common/src/test-utils';
import { loadRemoteRoutes, prepareRemotes } from '../federation/remotes';
import { EARLY_GETS_GLOBAL, matchRoleRoute, paintEarly, startEarly } from './early-start';

jest.mock('../federation/remotes', () => ({
  loadRemoteRoutes: jest.fn(),
  prepareRemotes: jest.fn(() => Promise.resolve()),
}));

const fetchMock = jest.fn();
const screenLoader = jest.fn(() => Promise.resolve({ default: () => null }));

beforeEach(() => {
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL];
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  jest
    .mocked(loadRemoteRoutes)
    .mockReset()
    .mockResolvedValue({ 'task-detail': screenLoader } as never);
  screenLoader.mockClear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const requested = () => fetchMock.mock.calls.map(([url]) => url as string);

it('speaks the same global as the api client that adopts the answers', () => {
  expect(EARLY_GETS_GLOBAL).toBe(COMMON_GLOBAL);
});

it('matches role routes with their parameters, and nothing else', () => {
  expect(matchRoleRoute('/tasks/abc')).toMatchObject({ route: { key: 'task-detail' }, params: { id: 'abc' } });
  expect(matchRoleRoute('/tasks/')).toMatchObject({ route: { key: 'tasks' } });
  expect(matchRoleRoute('/shopper-dashboard')).toMatchObject({ route: { key: 'shopper-dashboard' } });
  expect(matchRoleRoute('/')).toBeNull();
  expect(matchRoleRoute('/tasks/abc/extra')).toBeNull();
});

it('starts nothing for a visitor', () => {
  startEarly('/tasks/abc');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(prepareRemotes).not.toHaveBeenCalled();
});

it("sends /api/me and the page's reads at once, then the role's own reads and the page's chunk", async () => {
  localStorage.setItem('authToken', 'tok');
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url === '/api/me' ? answer({ user: { id: 'u1', role: 'SHOPPER' } }) : answer([])),
  );
  startEarly('/tasks/abc');
  expect(requested()).toEqual([
    '/api/me',
    '/api/tasks/abc',
    '/api/tasks/abc/invoices',
    '/api/tasks/abc/messages?limit=50',
    '/api/notifications',
  ]);
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer tok' } });
  expect(prepareRemotes).toHaveBeenCalled();
  await flush();
  expect(requested()).toContain('/api/tasks/abc/pricing');
  expect(loadRemoteRoutes).toHaveBeenCalledWith('shopper');
  expect(screenLoader).toHaveBeenCalled();

  // The api client adopts each answer once, for the same token only.
  expect(takeEarlyGet('/api/tasks/abc', 'other')).toBeNull();
  expect(takeEarlyGet('/api/tasks/abc/invoices', 'tok')).not.toBeNull();
  expect(takeEarlyGet('/api/tasks/abc/invoices', 'tok')).toBeNull();
  // The account's body is still readable by whoever adopts it.
  const me = await takeEarlyGet('/api/me', 'tok')!;
  await expect(me.json()).resolves.toMatchObject({ user: { role: 'SHOPPER' } });
});

it("sends /tasks's first page with the URL's filters as the role's list reads them", async () => {
  localStorage.setItem('authToken', 'tok');
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url === '/api/me' ? answer({ user: { id: 'u1', role: 'CLIENT' } }) : answer([])),
  );
  // The client's list has no budget filter: it reads the status and the search only.
  window.history.replaceState(null, '', '/tasks?budget=under100&status=DRAFT&q=silk%20scarf');
  try {
    startEarly('/tasks');
    expect(requested()).toEqual(['/api/me', '/api/notifications']);
    await flush();
    expect(requested()).toContain('/api/tasks/page?limit=20&q=silk+scarf&status=DRAFT');
    expect(requested()).toContain('/api/recipients');
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('loads no remote when the stored token is refused', async () => {
  localStorage.setItem('authToken', 'old');
  fetchMock.mockResolvedValue(answer({ message: 'Unauthorized' }, 401));
  startEarly('/tasks');
  await flush();
  expect(requested()).toEqual(['/api/me', '/api/tasks/page?limit=20', '/api/notifications']);
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it("loads a one-role page's remote without waiting for /api/me", () => {
  localStorage.setItem('authToken', 'tok');
  fetchMock.mockReturnValue(new Promise(() => {}));
  startEarly('/client-dashboard');
  expect(requested()).toEqual([
    '/api/me',
    '/api/dashboard/client',
    '/api/my-shopper',
    '/api/tasks/page?limit=3',
    '/api/notifications',
  ]);
  expect(loadRemoteRoutes).toHaveBeenCalledWith('client');
});

/** A JWT whose subject is `userId` (the api checks the signature; the early start does not). */
const tokenOf = (userId: string) => `h.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.s`;

it("sends a shared page's role reads and loads its remote for the role the last visit left, before /api/me answers", async () => {
  localStorage.setItem('authToken', tokenOf('u1'));
  rememberAccount({ userId: 'u1', role: 'SHOPPER', displayName: 'Ana' });
  let answerMe: (response: Response) => void = () => {};
  fetchMock.mockImplementation((url: string) =>
    url === '/api/me' ? new Promise((resolve) => (answerMe = resolve)) : Promise.resolve(answer([])),
  );
  startEarly('/tasks/abc');
  expect(requested()).toContain('/api/tasks/abc/pricing');
  expect(loadRemoteRoutes).toHaveBeenCalledWith('shopper');

  // /api/me confirms the role: its reads are not sent twice, nor the remote loaded again.
  answerMe(answer({ user: { id: 'u1', role: 'SHOPPER' } }));
  await flush();
  expect(requested().filter((url) => url === '/api/tasks/abc/pricing')).toHaveLength(1);
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
});

it("ignores an account remembered for another token's user", () => {
  localStorage.setItem('authToken', tokenOf('u2'));
  rememberAccount({ userId: 'u1', role: 'SHOPPER', displayName: 'Ana' });
  fetchMock.mockReturnValue(new Promise(() => {}));
  startEarly('/tasks/abc');
  expect(requested()).not.toContain('/api/tasks/abc/pricing');
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it("fills the painted task page's title from the early read of the task, leaving its answer to the screen", async () => {
  localStorage.setItem('authToken', tokenOf('u1'));
  rememberAccount({ userId: 'u1', role: 'CLIENT', displayName: 'Bea' });
  document.body.innerHTML = `<div id="root"></div>
    <template id="atelier-first-paint-task-detail-client"><h1 data-slot="task-title"></h1></template>`;
  const title = 'A linen summer dress for the garden party in June, size 8';
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url === '/api/tasks/abc' ? answer({ task: { title } }) : new Promise(() => {})),
  );
  expect(paintEarly('/tasks/abc')).toBe(true);
  startEarly('/tasks/abc');
  await flush();
  const heading = document.querySelector('#root h1')!;
  expect(heading).toHaveTextContent(`${title.slice(0, 47)}...`);
  expect(heading).toHaveAttribute('title', title);
  const adopted = await takeEarlyGet('/api/tasks/abc', tokenOf('u1'))!;
  await expect(adopted.json()).resolves.toEqual({ task: { title } });
});

describe('paintEarly', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"></div>
      <template id="atelier-first-paint-shopper-dashboard-shopper"><h1 data-slot="greeting"></h1></template>`;
    rememberAccount({ userId: 'u1', role: 'SHOPPER', displayName: 'Ana' });
  });

  it("paints the dashboard a stored token's remembered account opens", () => {
    localStorage.setItem('authToken', tokenOf('u1'));
    expect(paintEarly('/shopper-dashboard')).toBe(true);
    expect(document.querySelector('#root h1')).toHaveTextContent('Welcome back, Ana!');
  });

  it('paints nothing without a token, nor on another page', () => {
    expect(paintEarly('/shopper-dashboard')).toBe(false);
    localStorage.setItem('authToken', tokenOf('u1'));
    expect(paintEarly('/task-wizard')).toBe(false);
    expect(document.querySelector('#root h1')).toBeNull();
  });
});
