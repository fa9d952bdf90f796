/**
 * The role routes (docs/product-rules.md, "Route table"): per path, which remote renders it for
 * which role, and what whoever it does not serve gets. Plain data without React, so that the
 * shell's first script (src/early/) can tell which page is opening before the app has loaded.
 */
import type { RemoteName, RemoteRouteKey, UserRole } from '@atelier/common';
import type { Denied } from './guards';

export interface RoleRouteDef {
  path: string;
  key: RemoteRouteKey;
  remotes: Partial<Record<UserRole, RemoteName>>;
  denied: Denied;
}

export const ROLE_ROUTES: RoleRouteDef[] = [
  { path: '/shopper-dashboard', key: 'shopper-dashboard', remotes: { SHOPPER: 'shopper' }, denied: 'redirect-home' },
  // The shopper's All Tasks and the client's My Shopping Requests.
  { path: '/tasks', key: 'tasks', remotes: { SHOPPER: 'shopper', CLIENT: 'client' }, denied: 'redirect-home' },
  {
    path: '/tasks/:id',
    key: 'task-detail',
    remotes: { SHOPPER: 'shopper', CLIENT: 'client' },
    denied: 'login-required',
  },
  {
    path: '/task-wizard',
    key: 'task-wizard',
    remotes: { SHOPPER: 'shopper', CLIENT: 'client' },
    denied: 'login-required',
  },
  { path: '/invite-codes', key: 'invite-codes', remotes: { SHOPPER: 'shopper' }, denied: 'redirect-home' },
  { path: '/shopper-settings', key: 'shopper-settings', remotes: { SHOPPER: 'shopper' }, denied: 'redirect-home' },
  { path: '/client-dashboard', key: 'client-dashboard', remotes: { CLIENT: 'client' }, denied: 'redirect-home' },
  { path: '/shopper-profile', key: 'shopper-profile', remotes: { CLIENT: 'client' }, denied: 'redirect-home' },
  { path: '/recipients', key: 'recipients', remotes: { CLIENT: 'client' }, denied: 'clients-only' },
];
