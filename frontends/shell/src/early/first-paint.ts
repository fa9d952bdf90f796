/**
 * A signed-in first load's first paint, before React and antd arrive, for a returning user
 * (common/src/session/remembered-account.ts): the page frame with the screen's skeleton and
 * its heading, on the pages whose heading the role tells (FIRST_PAINTS): a dashboard, greeting
 * by the remembered name, the task list, and a task's page, its title filled in as soon as the
 * shell's first read of the task answers (src/early/early-start.ts). The markup is rendered at build time with the
 * real components (src/first-paint/FirstPaint.tsx) into dist/index.html as a <template> per
 * page and role, styled by the first-paint style sheet index.html links; React replaces it
 * with the same frame and heading when it renders. Pure DOM: this runs before the share scope
 * is initialized.
 */
import { DASHBOARD_GREETINGS, isDashboardRoute } from '../../../common/src/components/dashboard-greetings';
import type { RemoteRouteKey } from '../../../common/src/federation/remote-routes';
import { truncate } from '../../../common/src/format';
import { isNewAccount } from '../../../common/src/session/new-account';
import type { RememberedAccount } from '../../../common/src/session/remembered-account';

/** The pages painted before React, each for the role that sees it so. */
export const FIRST_PAINTS = [
  { routeKey: 'shopper-dashboard', role: 'SHOPPER' },
  { routeKey: 'client-dashboard', role: 'CLIENT' },
  { routeKey: 'tasks', role: 'SHOPPER' },
  { routeKey: 'tasks', role: 'CLIENT' },
  { routeKey: 'task-detail', role: 'SHOPPER' },
  { routeKey: 'task-detail', role: 'CLIENT' },
] as const satisfies readonly { routeKey: RemoteRouteKey; role: 'SHOPPER' | 'CLIENT' }[];

export type FirstPaintPage = (typeof FIRST_PAINTS)[number];

/** The id of a page's <template> in index.html (build/public-pages.js writes them). */
export const firstPaintTemplateId = (routeKey: RemoteRouteKey, role: string) =>
  `atelier-first-paint-${routeKey}-${role.toLowerCase()}`;
/** The data-slot of a dashboard template's h1, which takes the greeting. */
export const GREETING_SLOT = 'greeting';
/** The data-slot of a task page template's h1, which takes the task's title. */
export const TASK_TITLE_SLOT = 'task-title';

/**
 * Runs `next` once the browser has painted what the document holds now: the first paint is on
 * screen before the app's requests and scripts compete for the main thread (at once in a
 * hidden tab, which paints nothing until shown).
 */
export function afterNextPaint(next: () => void, doc = document): void {
  if (doc.visibilityState === 'hidden') next();
  else requestAnimationFrame(() => setTimeout(next, 0));
}

/** Puts the page `routeKey` in #root as `account` sees it; false where there is nothing to paint. */
export function paintFirstScreen(routeKey: RemoteRouteKey, account: RememberedAccount | null, doc = document): boolean {
  if (!account) return false;
  const template = doc.getElementById(firstPaintTemplateId(routeKey, account.role));
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return false;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const greeting = screen.querySelector(`[data-slot="${GREETING_SLOT}"]`);
  if (greeting && isDashboardRoute(routeKey)) {
    greeting.textContent = DASHBOARD_GREETINGS[routeKey].greeting(account.displayName, isNewAccount(account.userId));
  }
  root.replaceChildren(screen);
  return true;
}

/**
 * Puts a task's title in the painted task page's heading, as the page shows it (truncated,
 * whole in its tooltip); nothing once React has replaced the first paint.
 */
export function fillFirstPaintTaskTitle(title: string, doc = document): void {
  const heading = doc.querySelector(`#root [data-slot="${TASK_TITLE_SLOT}"]`);
  if (!heading) return;
  heading.textContent = truncate(title);
  heading.setAttribute('title', title);
}
