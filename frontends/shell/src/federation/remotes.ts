/**
 * Run-time registration and loading of the role remotes.
 *
 * The api serves /config/remotes.json, a map from remote name to its remoteEntry.js URL,
 * e.g. { "shopper": "/remotes/shopper/remoteEntry.js" } (in development the shell's dev server
 * answers it with the remote dev servers' URLs). Each is registered with the Module
 * Federation runtime (@module-federation/enhanced), which runs that script and loads the
 * remote's exposed modules with the shell's shared ones (federation/webpack-app.js).
 * Nothing here runs before a role route or the role preload asks for it, so public pages
 * never wait for the remotes.
 *
 * Failures are never cached: a failed config fetch, remote entry or routes chunk is retried
 * by the next call; `retryRemote` also re-registers the remote with `force: true`, which
 * clears what the Module Federation runtime remembers about a remote whose entry failed.
 */
import type { RemoteName, RemoteRoutes, RemoteRoutesModule, UserRole } from '@atelier/common';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTES_CONFIG_URL = '/config/remotes.json';

/** Which remote renders the role routes of each role. */
export const REMOTE_OF_ROLE: Partial<Record<UserRole, RemoteName>> = { SHOPPER: 'shopper', CLIENT: 'client' };

type RemotesConfig = Partial<Record<RemoteName, string | { entry: string }>>;

let registered: Promise<Map<string, string>> | null = null;
const routesCache = new Map<RemoteName, Promise<RemoteRoutes>>();

function entryOf(value: string | { entry: string } | undefined): string | null {
  const entry = typeof value === 'string' ? value : value?.entry;
  return entry ? new URL(entry, window.location.href).href : null;
}

/** Fetches /config/remotes.json once and registers every remote in it. */
function ensureRegistered(): Promise<Map<string, string>> {
  if (!registered) {
    const attempt = (async () => {
      const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status}: could not read ${REMOTES_CONFIG_URL}`);
      const config = (await response.json()) as RemotesConfig;
      const entries = new Map<string, string>();
      for (const [name, value] of Object.entries(config)) {
        const entry = entryOf(value);
        if (entry) entries.set(name, entry);
      }
      registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
      return entries;
    })();
    registered = attempt;
    attempt.catch(() => {
      if (registered === attempt) registered = null;
    });
  }
  return registered;
}

/** The remote's route components (its exposed "./routes"), loaded once and then cached. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutes> {
  let routes = routesCache.get(name);
  if (!routes) {
    const attempt = (async () => {
      const entries = await ensureRegistered();
      if (!entries.has(name)) throw new Error(`The ${name} remote is not listed in ${REMOTES_CONFIG_URL}`);
      const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!module?.default) throw new Error(`The ${name} remote exposes no routes`);
      return module.default;
    })();
    routes = attempt;
    routesCache.set(name, attempt);
    attempt.catch(() => {
      if (routesCache.get(name) === attempt) routesCache.delete(name);
    });
  }
  return routes;
}

/**
 * Prepares a fresh attempt after a failure. If the remote's container never arrived (its
 * remoteEntry.js failed), the remote is registered again with `force: true`, so the runtime
 * forgets the failed entry; a container that did load is kept (webpack retries failed chunks).
 */
export async function retryRemote(name: RemoteName): Promise<void> {
  routesCache.delete(name);
  const entries = await ensureRegistered().catch(() => null);
  const entry = entries?.get(name);
  const containerLoaded = (window as unknown as Record<string, unknown>)[name] !== undefined;
  if (entry && !containerLoaded) registerRemotes([{ name, entry }], { force: true });
}

/** Reads /config/remotes.json and registers the remotes now (the first load's early start). */
export function prepareRemotes(): Promise<unknown> {
  return ensureRegistered();
}

/** Starts loading the signed-in role's remote in the background; errors surface on its routes. */
export function preloadRoleRemote(role: UserRole | null): void {
  const name = role ? REMOTE_OF_ROLE[role] : undefined;
  if (name) loadRemoteRoutes(name).catch(() => {});
}

/** Forgets the config and every cached remote (tests start each case from scratch). */
export function resetRemoteState(): void {
  registered = null;
  routesCache.clear();
}
