/** Standalone development only (`npm run dev -w frontends/shopper`, http://localhost:8081). */
import { mountStandaloneRemote } from '@atelier/common/standalone';
import routes from './routes';

mountStandaloneRemote({
  name: 'shopper',
  routes,
  paths: {
    'shopper-dashboard': '/shopper-dashboard',
    tasks: '/tasks',
    'task-detail': '/tasks/:id',
    'task-wizard': '/task-wizard',
    'invite-codes': '/invite-codes',
    'shopper-settings': '/shopper-settings',
  },
});
