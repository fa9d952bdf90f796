/** Standalone development only (`npm run dev -w frontends/client`, http://localhost:8082). */
import { mountStandaloneRemote } from '@atelier/common/standalone';
import routes from './routes';

mountStandaloneRemote({
  name: 'client',
  routes,
  paths: {
    'client-dashboard': '/client-dashboard',
    tasks: '/tasks',
    'task-detail': '/tasks/:id',
    'task-wizard': '/task-wizard',
    'shopper-profile': '/shopper-profile',
    recipients: '/recipients',
  },
});
