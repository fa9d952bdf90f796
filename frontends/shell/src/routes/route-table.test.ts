import clientRoutes from '../../../client/src/routes';
import shopperRoutes from '../../../shopper/src/routes';
import { ROLE_ROUTES } from './route-table';

const REMOTES = { shopper: shopperRoutes, client: clientRoutes };

it('has every role route exposed by the remote that serves it', () => {
  const missing = ROLE_ROUTES.flatMap(({ path, key, remotes }) =>
    Object.values(remotes)
      .filter((remote) => !REMOTES[remote][key])
      .map((remote) => `${remote} lacks "${key}" (${path})`),
  );
  expect(missing).toEqual([]);
});

it('covers the role routes of the route table', () => {
  expect(ROLE_ROUTES.map((r) => r.path).sort()).toEqual(
    [
      '/client-dashboard',
      '/invite-codes',
      '/recipients',
      '/shopper-dashboard',
      '/shopper-profile',
      '/shopper-settings',
      '/task-wizard',
      '/tasks',
      '/tasks/:id',
    ].sort(),
  );
});

it('serves /tasks to each role from its own remote: All Tasks to a shopper, My Shopping Requests to a client', () => {
  const tasks = ROLE_ROUTES.find((route) => route.path === '/tasks');
  expect(tasks).toEqual({
    path: '/tasks',
    key: 'tasks',
    remotes: { SHOPPER: 'shopper', CLIENT: 'client' },
    denied: 'redirect-home',
  });
});
