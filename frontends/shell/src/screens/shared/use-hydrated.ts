import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is prerendered at build time and while React hydrates that markup in
 * the browser; true from the render right after, and at once on a page the browser renders
 * itself. A public screen whose prerendered page stands for every query string
 * (PUBLIC_SCREENS' `hydratesAnyQuery`) reads its query only once this is true, so hydration
 * meets the markup the build wrote (which had no query).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
