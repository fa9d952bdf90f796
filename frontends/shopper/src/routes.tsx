/**
 * The shopper remote's exposed "./routes": route key → screen component. The shell decides
 * the URL of each key (frontends/shell/src/routes/route-table.tsx) and renders the component
 * inside its router, QueryClient, session and antd App. Each entry is a loader (a dynamic
 * import): the remote's entry stays small, a screen's code arrives when visited, and a failed
 * chunk is fetched again on Retry.
 */
import type { RemoteRoutes } from '@atelier/common';

const routes: RemoteRoutes = {
  'shopper-dashboard': () => import('./screens/ShopperDashboard'),
  tasks: () => import('./screens/AllTasks'),
  'task-detail': () => import('./screens/TaskDetail'),
  'task-wizard': () => import('./screens/TaskWizard'),
  'invite-codes': () => import('./screens/InviteCodes'),
  'shopper-settings': () => import('./screens/ShopperSettings'),
};

export default routes;
