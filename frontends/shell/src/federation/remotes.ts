/**
 * Run-time loading of the role remotes.
 *
 * The api serves /config/remotes.json, a map from remote name to its remoteEntry.js URL,
 * e.g. { "shopper": "/remotes/shopper/remoteEntry.js" } (in development the shell's dev server
 * answers it with the remote dev servers' URLs). Nothing here runs before a role route or the
 * role preload asks for it, so public pages never wait for the remotes.
 *
 * Failures are never cached: a failed config fetch, remote entry or routes chunk is fetched
 * again by the next call (remote-container.ts forgets a container whose script failed).
 */
import type { RemoteName, RemoteRoutes, RemoteRoutesModule, UserRole } from '@atelier/common';
import { loadRemoteModule } from './remote-container';

export const REMOTES_CONFIG_URL = '/config/remotes.json';

/** Which remote renders the role routes of each role. */
export const REMOTE_OF_ROLE: Partial<Record<UserRole, RemoteName>> = { SHOPPER: 'shopper', CLIENT: 'client' };

type RemotesConfig = Partial<Record<RemoteName, string | { entry: string }>>;

let entriesRead: Promise<Map<string, string>> | null = null;
const routesCache = new Map<RemoteName, Promise<RemoteRoutes>>();

function entryOf(value: string | { entry: string } | undefined): string | null {
  const entry = typeof value === 'string' ? value : value?.entry;
  return entry ? new URL(entry, window.location.href).href : null;
}

/** Fetches /config/remotes.json once: each remote's entry URL, absolute. */
function remoteEntries(): Promise<Map<string, string>> {
  if (!entriesRead) {
    const attempt = (async () => {
      const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status}: could not read ${REMOTES_CONFIG_URL}`);
      const config = (await response.json()) as RemotesConfig;
      const entries = new Map<string, string>();
      for (const [name, value] of Object.entries(config)) {
        const entry = entryOf(value);
        if (entry) entries.set(name, entry);
      }
      return entries;
    })();
    entriesRead = attempt;
    attempt.catch(() => {
      if (entriesRead === attempt) entriesRead = null;
    });
  }
  return entriesRead;
}

/** The remote's route components (its exposed "./routes"), loaded once and then cached. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutes> {
  let routes = routesCache.get(name);
  if (!routes) {
    const attempt = (async () => {
      const entry = (await remoteEntries()).get(name);
      if (!entry) throw new Error(`The ${name} remote is not listed in ${REMOTES_CONFIG_URL}`);
      const module = await loadRemoteModule<RemoteRoutesModule | undefined>(name, entry, './routes');
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

/** Reads /config/remotes.json now (the first load's early start). */
export function prepareRemotes(): Promise<unknown> {
  return remoteEntries();
}

/** Starts loading the signed-in role's remote in the background; errors surface on its routes. */
export function preloadRoleRemote(role: UserRole | null): void {
  const name = role ? REMOTE_OF_ROLE[role] : undefined;
  if (name) loadRemoteRoutes(name).catch(() => {});
}

/** Forgets the config and every remote's routes (tests start each case from scratch). */
export function resetRemoteState(): void {
  entriesRead = null;
  routesCache.clear();
}
