import { useEffect } from 'react';

/**
 * When a page load's first screen has mounted: what only refreshes what is already shown (the
 * live socket) starts after it, so it never competes with that screen for the network or the
 * main thread. The shell renders <FirstScreenShown /> beside each role screen; pages without
 * one (the shell's own signed-in screens) let the wait end FIRST_SCREEN_WAIT_MS after load.
 */
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

const FIRST_SCREEN_WAIT_MS = 3000;
/** The longest the work then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/** Marks the first screen as shown once it has mounted (rendered inside the screen's Suspense). */
export function FirstScreenShown() {
  useEffect(() => markShown(), []);
  return null;
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(resolve, 0);
  });
}

/**
 * Runs `task` once the first screen has shown (or the page has loaded and waited long enough)
 * and the browser is next idle; returns a cancel that stops it from starting.
 */
export function afterFirstScreen(task: () => Promise<void> | void): () => void {
  let cancelled = false;
  const waited = pageLoaded().then(() => new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)));
  void Promise.race([shown, waited])
    .then(idle)
    .then(() => (cancelled ? undefined : task()));
  return () => {
    cancelled = true;
  };
}
