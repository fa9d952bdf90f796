/**
 * The dashboards' headings: the greeting by name and the line under it. Pure, so the shell's
 * early start paints the same words before React loads (shell/src/early/).
 */
import type { RemoteRouteKey } from '../federation/remote-routes';

export interface DashboardGreeting {
  role: 'SHOPPER' | 'CLIENT';
  greeting: (name: string | undefined, newAccount: boolean) => string;
  line: string;
}

export const DASHBOARD_GREETINGS = {
  'shopper-dashboard': {
    role: 'SHOPPER',
    greeting: (name, newAccount) => `${newAccount ? 'Welcome' : 'Welcome back'}, ${name ?? 'shopper'}!`,
    line: 'Your clients and their shopping requests at a glance.',
  },
  'client-dashboard': {
    role: 'CLIENT',
    greeting: (name) => `Welcome, ${name ?? 'there'}`,
    line: 'Your shopping requests and your personal shopper.',
  },
} as const satisfies Partial<Record<RemoteRouteKey, DashboardGreeting>>;

export type DashboardRouteKey = keyof typeof DASHBOARD_GREETINGS;

export function isDashboardRoute(routeKey: RemoteRouteKey): routeKey is DashboardRouteKey {
  return routeKey in DASHBOARD_GREETINGS;
}
