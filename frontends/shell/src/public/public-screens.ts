import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

interface PublicScreen {
  /** dist/pages/<page>.html */
  page: string;
  load: () => Promise<ScreenModule>;
  /**
   * The screen reads its query string only once hydrated (`useHydrated`), so its prerendered
   * page (built without one) is hydrated whatever the query: `/reset-password?token=…`. The
   * other screens render afresh for a query that changes them (`/auth?type=shopper`).
   */
  hydratesAnyQuery?: true;
}

/**
 * The public screens the api serves prerendered (`pages/<name>.html`) and the light public
 * entry hydrates: path → page file name and the screen's code (one chunk each, loaded when
 * the path is shown). Every other path belongs to the full app.
 */
export const PUBLIC_SCREENS: Record<string, PublicScreen> = {
  '/': { page: 'index', load: () => import('../screens/Landing') },
  '/auth': { page: 'auth', load: () => import('../screens/Auth') },
  '/forgot-password': {
    page: 'forgot-password',
    load: () => import('../screens/ForgotPassword'),
    hydratesAnyQuery: true,
  },
  '/reset-password': { page: 'reset-password', load: () => import('../screens/ResetPassword'), hydratesAnyQuery: true },
  '/unsubscribe': { page: 'unsubscribe', load: () => import('../screens/Unsubscribe'), hydratesAnyQuery: true },
  '/registration': { page: 'registration', load: () => import('../screens/Registration') },
  '/help': { page: 'help', load: () => import('../screens/Help') },
  '/contact': { page: 'contact', load: () => import('../screens/Contact') },
  '/privacy': { page: 'privacy', load: () => import('../screens/Privacy') },
  '/terms': { page: 'terms', load: () => import('../screens/Terms') },
};
