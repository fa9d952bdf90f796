/**
 * What a signed-in first load starts the moment the shell's first script runs (src/index.ts),
 * while React, antd and @atelier/common are still on the wire: without it, GET /api/me waits
 * for the whole app, the role's remote for /api/me, the page's chunk for the remote and the
 * page's data for its chunk, one after the other.
 *
 *   - GET /api/me and the page's first reads (EARLY_READS) are sent at once with the stored
 *     token; @atelier/common's apiRequest adopts each answer when the screen makes the same
 *     GET (common/src/api/early-gets.ts), so they fill the query cache through the usual rules.
 *   - /config/remotes.json is read at once, and the remote that serves this page loads its
 *     routes and the page's chunk (at once for a page only one role sees, else as soon as
 *     /api/me tells the role): the screen's code arrives beside the shell's, not after it. Failures are left to RoleRoute, which
 *     loads the same things again and shows its Retry.
 *
 *   - A page both roles see loads the remote and the reads of the role the last visit left
 *     without waiting for /api/me (its answer still decides what renders).
 *
 * Before all that, `paintEarly` paints a returning user's page (first-paint.ts); a task's page
 * takes its title from the early read of the task.
 *
 * Nothing here imports a shared module (React, antd, @atelier/common): this runs before the
 * share scope is initialized. Visitors (no token) start nothing.
 */
import type { RemoteName, RemoteRouteKey, UserRole } from '@atelier/common';
// A pure module of common's, not the shared @atelier/common: it imports nothing at run time.
import { firstTaskPageUrl, TASK_LIST_FIELDS } from '../../../common/src/task-list/task-page-query';
import { rememberedAccount } from '../../../common/src/session/remembered-account';
import { loadRemoteRoutes, prepareRemotes } from '../federation/remotes';
import { ROLE_ROUTES, type RoleRouteDef } from '../routes/role-routes';
import { fillFirstPaintTaskTitle, paintFirstScreen } from './first-paint';

/** Shared with common/src/api/early-gets.ts (EARLY_GETS_GLOBAL, EARLY_GET_TTL_MS). */
export const EARLY_GETS_GLOBAL = '__atelierEarlyGets';
const EARLY_GET_TTL_MS = 30_000;
const TOKEN_STORAGE_KEY = 'authToken';

type Params = Record<string, string>;
interface Reads {
  /** Whoever opens the page. */
  any?: (params: Params) => string[];
  /** Once /api/me told the role. */
  SHOPPER?: (params: Params) => string[];
  CLIENT?: (params: Params) => string[];
}

type ListRole = keyof typeof TASK_LIST_FIELDS;
const taskPageOf = (role: ListRole) => firstTaskPageUrl(globalThis.location?.search ?? '', TASK_LIST_FIELDS[role]);

/**
 * The /tasks list's first page, with the filters of the URL opened: sent before /api/me answers
 * (`role` null) when both roles' lists would ask the same (no filters), else once it tells the role.
 */
function firstTaskPage(role: ListRole | null): string[] {
  const same = taskPageOf('SHOPPER') === taskPageOf('CLIENT');
  return same === (role === null) ? [taskPageOf(role ?? 'SHOPPER')] : [];
}

/** The GETs each page's screen (and the frame) make on load, exactly as apiRequest sends them. */
export const EARLY_READS: Partial<Record<RemoteRouteKey, Reads>> = {
  // The latest tasks: common's useLatestTasks, RECENT_TASKS_COUNT of them.
  'shopper-dashboard': { any: () => ['/api/dashboard/shopper', '/api/clients', '/api/tasks/page?limit=3'] },
  'client-dashboard': { any: () => ['/api/dashboard/client', '/api/my-shopper', '/api/tasks/page?limit=3'] },
  tasks: {
    any: () => firstTaskPage(null),
    SHOPPER: () => [...firstTaskPage('SHOPPER'), '/api/clients'],
    CLIENT: () => [...firstTaskPage('CLIENT'), '/api/recipients'],
  },
  'task-detail': {
    any: ({ id }) => [`/api/tasks/${id}`, `/api/tasks/${id}/invoices`, `/api/tasks/${id}/messages?limit=50`],
    SHOPPER: ({ id }) => [`/api/tasks/${id}/pricing`],
  },
};
/** The frame's own read on every signed-in page (the notification bell). */
const FRAME_READS = ['/api/notifications'];

/** The role route `pathname` opens, with its `:name` parameters (URI-encoded as apiRequest sends them). */
export function matchRoleRoute(pathname: string): { route: RoleRouteDef; params: Params } | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  for (const route of ROLE_ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Params = {};
    const matches = pattern.every((segment, i) => {
      if (!segment.startsWith(':')) return segment === parts[i];
      if (!parts[i]) return false;
      params[segment.slice(1)] = encodeURIComponent(decodeURIComponent(parts[i]!));
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

interface EarlyGet {
  token: string;
  until: number;
  response: Promise<Response>;
}

function earlyGets(): Map<string, EarlyGet> {
  const holder = globalThis as unknown as Record<string, Map<string, EarlyGet> | undefined>;
  return (holder[EARLY_GETS_GLOBAL] ??= new Map());
}

function get(url: string, token: string): Promise<Response> {
  const response = fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
  earlyGets().set(url, { token, until: Date.now() + EARLY_GET_TTL_MS, response });
  // An unused early answer must not surface as an unhandled rejection.
  response.catch(() => undefined);
  return response;
}

/** Fills the painted task page's title from the early read of the task, `url`. */
function titleFirstPaintWhenRead(url: string): void {
  // Cloned before anything else reads the answer: the screen adopts the body itself.
  earlyGets()
    .get(url)
    ?.response.then((response) => (response.ok ? response.clone().json() : null))
    .then((detail: { task?: { title?: unknown } } | null) => {
      const title = detail?.task?.title;
      if (typeof title === 'string') fillFirstPaintTaskTitle(title);
    })
    .catch(() => undefined);
}

/** Paints a returning user's page (first-paint.ts); false where nothing was painted. */
export function paintEarly(pathname = globalThis.location?.pathname ?? '/'): boolean {
  const token = storedToken();
  const match = token ? matchRoleRoute(pathname) : null;
  return match ? paintFirstScreen(match.route.key, rememberedAccount(token)) : false;
}

/** Starts the signed-in first load's requests (see above); does nothing for a visitor. */
export function startEarly(pathname = globalThis.location?.pathname ?? '/'): void {
  const token = storedToken();
  if (!token || typeof fetch !== 'function') return;
  const me = get('/api/me', token);
  const match = matchRoleRoute(pathname);
  const reads = match ? EARLY_READS[match.route.key] : undefined;
  for (const url of [...(reads?.any?.(match!.params) ?? []), ...FRAME_READS]) get(url, token);
  if (!match) return;
  const { route, params } = match;
  if (route.key === 'task-detail') titleFirstPaintWhenRead(`/api/tasks/${params.id}`);
  const account = rememberedAccount(token);
  prepareRemotes().catch(() => undefined);
  const loadScreen = (remote: RemoteName) => loadRemoteRoutes(remote).then((routes) => routes[route.key]?.());
  // A page only one role sees (a dashboard) names its remote, and the last visit tells the role
  // of a page both see: no need to wait for /api/me.
  const rememberedRole = account?.role === 'SHOPPER' || account?.role === 'CLIENT' ? account.role : null;
  if (rememberedRole) for (const url of reads?.[rememberedRole]?.(params) ?? []) get(url, token);
  const only = Object.values(route.remotes);
  const guessed = only.length === 1 ? only[0]! : rememberedRole ? (route.remotes[rememberedRole] ?? null) : null;
  if (guessed) loadScreen(guessed).catch(() => undefined);
  me.then((response) => (response.ok ? response.clone().json() : null))
    .then((account: { user?: { role?: UserRole } } | null) => {
      const role = account?.user?.role;
      if (!role) return;
      if (role !== rememberedRole) for (const url of reads?.[role]?.(params) ?? []) get(url, token);
      const remote = route.remotes[role];
      if (!remote || remote === guessed) return;
      return loadScreen(remote);
    })
    .catch(() => undefined);
}
