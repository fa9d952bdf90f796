import { useEffect } from 'react';

/**
 * When the live-updates socket may start (LiveUpdatesProvider): once the page has loaded, no
 * screen is still arriving and the browser is idle. Its client is a chunk of its own, which
 * must not go out ahead of the code of the screen the user opened; the load event alone can
 * come first, while a screen's code is still being fetched or rendered.
 */

/** How long a start waits at most for an idle moment. */
const IDLE_WAIT_MS = 2000;

let screensArriving = 0;
const onNoScreenArriving = new Set<() => void>();

/** Holds the socket back while the calling component is mounted: a screen's loading state. */
export function useHoldLiveStart(): void {
  useEffect(() => {
    screensArriving += 1;
    return () => {
      screensArriving -= 1;
      if (screensArriving === 0) for (const listener of [...onNoScreenArriving]) listener();
    };
  }, []);
}

function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run);
  return () => window.clearTimeout(id);
}

/** Runs `start` once the socket may start; returns what cancels the wait. */
export function whenLiveMayStart(start: () => void): () => void {
  let cancel = () => {};
  // A screen's loading state can give way to the next one's (the session's, then the remote's)
  // within one commit: the count is read again at the next idle moment before starting.
  const attempt = () => {
    cancel = whenIdle(() => {
      if (screensArriving === 0) {
        start();
        return;
      }
      const listener = () => {
        onNoScreenArriving.delete(listener);
        attempt();
      };
      onNoScreenArriving.add(listener);
      cancel = () => onNoScreenArriving.delete(listener);
    });
  };
  if (document.readyState === 'complete') attempt();
  else {
    window.addEventListener('load', attempt, { once: true });
    cancel = () => window.removeEventListener('load', attempt);
  }
  return () => cancel();
}
