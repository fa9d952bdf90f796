import type { Request } from 'express';

/** The label of a request that no route and no family below answered (an unknown /api path, a refused write). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Families of paths served by static files or by another app's router: one label each, since
 * their paths are file names and ids, which would make a series per file.
 */
const PATH_FAMILIES = [
  { prefix: '/files/uploads/', label: '/files/uploads/*' },
  { prefix: '/admin/queues', label: '/admin/queues/*' },
  { prefix: '/api/docs/', label: '/api/docs/*' },
];

/** Everything else read outside /api is the web apps' (their files, prerendered pages, the shell). */
const WEB_APP_ROUTE = 'web-app';

/** Route templates of requests answered before the router, for one of its routes (a kept read). */
const answeredBeforeRouter = new WeakMap<Request, string>();

/** Labels `request` with the template of the route whose answer it was given, without that route running. */
export function answeredAs(request: Request, template: string | undefined): void {
  if (template !== undefined) answeredBeforeRouter.set(request, template);
}

/**
 * The template of the route that answered (`/api/tasks/:id`), if an Express route did. A
 * catch-all (`*path`: Nest answers unknown /api paths with one) matched nothing in particular.
 */
export function matchedRouteTemplate(request: Request): string | undefined {
  const kept = answeredBeforeRouter.get(request);
  if (kept !== undefined) return kept;
  const path: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && !path.includes('*') ? path : undefined;
}

/** The `route` label of a request that has been answered: a template or a fixed label, never a raw path. */
export function routeLabelOf(request: Request): string {
  const path = request.originalUrl.split('?', 1)[0];
  const family = PATH_FAMILIES.find(({ prefix }) => path.startsWith(prefix));
  if (family) return family.label;
  const template = matchedRouteTemplate(request);
  if (template !== undefined) return template;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !/^\/api(\/|$)/.test(path) ? WEB_APP_ROUTE : UNMATCHED_ROUTE;
}
