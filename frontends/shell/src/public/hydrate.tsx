import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyNotifier } from './lazy-notifier';
import { PublicApp } from './PublicApp';
import { PUBLIC_SCREENS } from './public-screens';

/**
 * Makes the prerendered public page live. The page was rendered for its path without a query
 * string; a query that changes the screen (`/auth?type=shopper`) renders afresh instead of
 * hydrating markup that does not match it, unless the screen reads its query only once
 * hydrated (`hydratesAnyQuery`: `/reset-password?token=…`).
 */
export async function hydratePublicPage(container: HTMLElement): Promise<void> {
  const screen = PUBLIC_SCREENS[window.location.pathname];
  // The screen's chunk first, so hydration does not stop at its boundary to wait for it.
  await screen?.load();
  const app = (
    <StrictMode>
      <PublicApp notifier={lazyNotifier} />
    </StrictMode>
  );
  // As a transition, React hydrates in short slices between which the browser stays responsive,
  // instead of one long task (the page is already painted: nothing waits for it).
  startTransition(() => {
    if (window.location.search === '' || screen?.hydratesAnyQuery) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
