import { stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';

/** The role remotes the shell loads; each is built to `<WEB_DIST_DIR>/<name>/dist`. */
export const REMOTE_NAMES = ['shopper', 'client'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Files with fixed names that must be revalidated on every load. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js']);
/** Content-hashed names, as webpack writes them: `main.f16f5083.js`, `242.cfb80684.js`, `logo.1a2b3c4d.svg`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.[A-Za-z]+)*$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache rule (docs/architecture.md, "Web apps"): index.html and remoteEntry.js are revalidated
 * (`no-cache`, answered 304 while unchanged); hashed chunks are cached for a year, immutable.
 * Anything else with a fixed name (favicon.svg) is revalidated too.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Where the built apps are: `<root>/shell/dist`, `<root>/<remote>/dist`. */
export function appDistDir(root: string, app: 'shell' | RemoteName): string {
  return join(root, app, 'dist');
}

/**
 * The file a URL path names inside `dir`, or null when it would leave the directory, names a
 * dotfile, or is not a regular file.
 */
export async function resolveFile(dir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative === '' || relative.split(/[/\\]/).some((part) => part === '..' || part.startsWith('.'))) return null;
  const root = resolve(dir);
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** A missing path that looks like a file (has an extension) is a 404, never the app's HTML. */
export function looksLikeAsset(urlPath: string): boolean {
  return extname(urlPath) !== '';
}

/** GET /config/remotes.json: every remote at its same-origin path. */
export function remotesConfig(): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])) as Record<
    RemoteName,
    string
  >;
}

/**
 * The page prerendered at build for a public path (`/` → `pages/index.html`, `/auth` →
 * `pages/auth.html`), or null for a path that has none: the light public entry's first paint.
 */
export function prerenderedPagePath(urlPath: string): string | null {
  if (urlPath === '/') return 'pages/index.html';
  const page = /^\/([a-z][a-z-]*)$/.exec(urlPath)?.[1];
  return page && page !== 'index' ? `pages/${page}.html` : null;
}
