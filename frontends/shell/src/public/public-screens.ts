import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * The public screens the api serves prerendered (`pages/<name>.html`) and the light public
 * entry hydrates: path → page file name and the screen's code (one chunk each, loaded when
 * the path is shown). Every other path belongs to the full app.
 */
export const PUBLIC_SCREENS: Record<string, { page: string; load: () => Promise<ScreenModule> }> = {
  '/': { page: 'index', load: () => import('../screens/Landing') },
  '/auth': { page: 'auth', load: () => import('../screens/Auth') },
  '/registration': { page: 'registration', load: () => import('../screens/Registration') },
  '/help': { page: 'help', load: () => import('../screens/Help') },
  '/contact': { page: 'contact', load: () => import('../screens/Contact') },
  '/privacy': { page: 'privacy', load: () => import('../screens/Privacy') },
  '/terms': { page: 'terms', load: () => import('../screens/Terms') },
};
