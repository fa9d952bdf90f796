/**
 * The client remote's exposed "./routes": route key → screen component. The shell decides
 * the URL of each key (frontends/shell/src/routes/route-table.tsx) and renders the component
 * inside its router, QueryClient, session and antd App. Each entry is a loader (a dynamic
 * import): the remote's entry stays small, a screen's code arrives when visited, and a failed
 * chunk is fetched again on Retry.
 */
import type { RemoteRoutes } from '@atelier/common';

const routes: RemoteRoutes = {
  'client-dashboard': () => import('./screens/ClientDashboard'),
  tasks: () => import('./screens/MyTasks'),
  'task-detail': () => import('./screens/TaskDetail'),
  'task-wizard': () => import('./screens/TaskWizard'),
  'shopper-profile': () => import('./screens/ShopperProfile'),
  recipients: () => import('./screens/Recipients'),
};

export default routes;
