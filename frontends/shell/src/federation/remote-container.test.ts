import { loadRemoteModule, resetRemoteContainers } from './remote-container';

const ENTRY = 'http://localhost/remotes/shopper/remoteEntry.js';
const shareScope = { react: {} };
const globals = globalThis as unknown as Record<string, unknown>;

function entryScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${ENTRY}"]`)];
}

/** Runs the entry script as the browser would: it defines the container, then "load" fires. */
function entryLoads(container: object) {
  globals.shopper = container;
  entryScripts().at(-1)!.dispatchEvent(new Event('load'));
}

function fakeContainer(routes: unknown) {
  return { init: jest.fn(), get: jest.fn(async () => () => routes) };
}

beforeEach(() => {
  resetRemoteContainers();
  document.head.innerHTML = '';
  globals.__webpack_init_sharing__ = jest.fn(async () => {});
  globals.__webpack_share_scopes__ = { default: shareScope };
});
afterEach(() => {
  delete globals.shopper;
  delete globals.__webpack_init_sharing__;
  delete globals.__webpack_share_scopes__;
});

it("runs the entry script once, gives the container the shell's share scope, then returns the exposed module", async () => {
  const container = fakeContainer({ default: 'routes' });
  const first = loadRemoteModule('shopper', ENTRY, './routes');
  const second = loadRemoteModule('shopper', ENTRY, './routes');
  expect(entryScripts()).toHaveLength(1);
  entryLoads(container);

  await expect(first).resolves.toEqual({ default: 'routes' });
  await expect(second).resolves.toEqual({ default: 'routes' });
  expect(globals.__webpack_init_sharing__).toHaveBeenCalledWith('default');
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(container.init).toHaveBeenCalledWith(shareScope);
  expect(container.get).toHaveBeenCalledWith('./routes');
});

it('forgets an entry script that failed, so the next call fetches it again', async () => {
  const failed = loadRemoteModule('shopper', ENTRY, './routes');
  entryScripts()[0].dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow(`Could not load the remote entry ${ENTRY}`);
  expect(entryScripts()).toHaveLength(0);

  const retried = loadRemoteModule('shopper', ENTRY, './routes');
  expect(entryScripts()).toHaveLength(1);
  entryLoads(fakeContainer({ default: 'routes' }));
  await expect(retried).resolves.toEqual({ default: 'routes' });
});

it('says so when the entry script defines no container of that name', async () => {
  const loading = loadRemoteModule('shopper', ENTRY, './routes');
  entryScripts()[0].dispatchEvent(new Event('load'));
  await expect(loading).rejects.toThrow(`The remote entry ${ENTRY} defines no "shopper" container`);
});
