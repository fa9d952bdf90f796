/**
 * A signed-in first load's first paint, before React and antd arrive: on a dashboard, the page
 * frame with the dashboard's skeleton and its greeting by the name the last visit left
 * (common/src/session/remembered-account.ts). The markup is rendered at build time with the
 * real components (src/first-paint/DashboardFirstPaint.tsx) into dist/index.html as a
 * <template> per dashboard, styled by the first-paint style sheet index.html links; React
 * replaces it with the same frame and heading when it renders. Pure DOM: this runs before
 * the share scope is initialized.
 */
import { DASHBOARD_GREETINGS, isDashboardRoute } from '../../../common/src/components/dashboard-greetings';
import type { RemoteRouteKey } from '../../../common/src/federation/remote-routes';
import { isNewAccount } from '../../../common/src/session/new-account';
import type { RememberedAccount } from '../../../common/src/session/remembered-account';

/** The id of a dashboard's <template> in index.html (build/public-pages.js writes them). */
export const firstPaintTemplateId = (routeKey: RemoteRouteKey) => `atelier-first-paint-${routeKey}`;
/** The data-slot of the template's h1, which takes the greeting. */
export const GREETING_SLOT = 'greeting';

/**
 * Runs `next` once the browser has painted what the document holds now: the first paint is on
 * screen before the app's requests and scripts compete for the main thread (at once in a
 * hidden tab, which paints nothing until shown).
 */
export function afterNextPaint(next: () => void, doc = document): void {
  if (doc.visibilityState === 'hidden') next();
  else requestAnimationFrame(() => setTimeout(next, 0));
}

/** Puts the dashboard `routeKey` in #root for `account`; false where there is nothing to paint. */
export function paintFirstScreen(routeKey: RemoteRouteKey, account: RememberedAccount | null, doc = document): boolean {
  if (!account || !isDashboardRoute(routeKey)) return false;
  const { role, greeting } = DASHBOARD_GREETINGS[routeKey];
  const template = doc.getElementById(firstPaintTemplateId(routeKey));
  const root = doc.getElementById('root');
  if (account.role !== role || !(template instanceof HTMLTemplateElement) || !root) return false;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const slot = screen.querySelector(`[data-slot="${GREETING_SLOT}"]`);
  if (!slot) return false;
  slot.textContent = greeting(account.displayName, isNewAccount(account.userId));
  root.replaceChildren(screen);
  return true;
}
