import type { ComponentType } from 'react';

/**
 * The contract between the shell and the role remotes. Each remote exposes `./routes`, whose
 * default export maps route keys to loaders of the screens the shell renders for those paths. The
 * URL table itself lives in the shell (frontends/shell/src/routes/route-table.tsx); a remote
 * never creates a router, QueryClient, ConfigProvider or antd App: it renders inside the
 * shell's, and reads the session with useSession() and the route parameters with react-router.
 */
export type RemoteRouteKey =
  | 'shopper-dashboard'
  | 'client-dashboard'
  | 'tasks'
  | 'task-detail'
  | 'task-wizard'
  | 'invite-codes'
  | 'shopper-settings'
  | 'shopper-profile'
  | 'recipients';

/**
 * A screen loader, e.g. `() => import('./screens/AllTasks')`: called again on every attempt,
 * so a Retry after a failed chunk really fetches it again (a React.lazy would keep the failure).
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type RemoteRoutes = Partial<Record<RemoteRouteKey, ScreenLoader>>;

export interface RemoteRoutesModule {
  default: RemoteRoutes;
}

export type RemoteName = 'shopper' | 'client';
