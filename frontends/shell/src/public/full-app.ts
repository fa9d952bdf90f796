// Ids the build writes into the prerendered pages (build/public-pages.js).
/** The element the prerendered page is in, inside #root (which the full app renders into). */
export const PUBLIC_ROOT_ID = 'public-root';
/** The JSON list of the full app's scripts. */
export const FULL_APP_SCRIPTS_ID = 'atelier-full-app';

let started = false;

/**
 * Starts the full (federated) app on this page: its scripts, as the app's own index.html
 * would load them. The app renders into #root, replacing the light page (#public-root
 * inside it) on its first render, so the light page stays up until then.
 */
export function startFullApp(): void {
  if (started) return;
  started = true;
  const list = document.getElementById(FULL_APP_SCRIPTS_ID)?.textContent ?? '[]';
  for (const src of JSON.parse(list) as string[]) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, as deferred scripts run
    document.head.append(script);
  }
}
