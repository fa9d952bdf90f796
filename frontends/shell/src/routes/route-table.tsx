/**
 * The route table (docs/product-rules.md, "Route table"), in one place.
 *
 *   - Public screens and the account pages are the shell's own (src/screens/, lazy-loaded so
 *     each page's code arrives only when visited).
 *   - Role screens come from the remotes. ROLE_ROUTES says, per path, which remote renders it
 *     for which role: routes both roles use (/tasks, /tasks/:id, /task-wizard) are served by the
 *     signed-in role's own remote. Whoever the route does not serve gets its `denied`
 *     behaviour (redirect to /, "Access denied. Please log in.", or the clients-only notice).
 *   - Anything else is the 404 screen.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Frame } from '../frame/Frame';
import { RedirectSignedIn, RequireSignIn, RoleRoute } from './guards';
import { ROLE_ROUTES } from './role-routes';

export { ROLE_ROUTES, type RoleRouteDef } from './role-routes';

const Landing = lazy(() => import('../screens/Landing'));
const Auth = lazy(() => import('../screens/Auth'));
const ForgotPassword = lazy(() => import('../screens/ForgotPassword'));
const ResetPassword = lazy(() => import('../screens/ResetPassword'));
const Unsubscribe = lazy(() => import('../screens/Unsubscribe'));
const Registration = lazy(() => import('../screens/Registration'));
const Help = lazy(() => import('../screens/Help'));
const Contact = lazy(() => import('../screens/Contact'));
const Privacy = lazy(() => import('../screens/Privacy'));
const Terms = lazy(() => import('../screens/Terms'));
const Profile = lazy(() => import('../screens/Profile'));
const Settings = lazy(() => import('../screens/Settings'));
const NotFound = lazy(() => import('../screens/NotFound'));

export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        path: '/',
        element: (
          <RedirectSignedIn>
            <Landing />
          </RedirectSignedIn>
        ),
      },
      {
        path: '/register',
        element: (
          <RedirectSignedIn>
            <Landing />
          </RedirectSignedIn>
        ),
      },
      { path: '/auth', element: <Auth /> },
      { path: '/forgot-password', element: <ForgotPassword /> },
      { path: '/reset-password', element: <ResetPassword /> },
      // The page of every digest's unsubscribe link (its POST, to the same URL, is the api's).
      { path: '/unsubscribe', element: <Unsubscribe /> },
      { path: '/registration', element: <Registration /> },
      { path: '/help', element: <Help /> },
      { path: '/contact', element: <Contact /> },
      { path: '/privacy', element: <Privacy /> },
      { path: '/terms', element: <Terms /> },
      {
        path: '/profile',
        element: (
          <RequireSignIn>
            <Profile />
          </RequireSignIn>
        ),
      },
      {
        path: '/settings',
        element: (
          <RequireSignIn>
            <Settings />
          </RequireSignIn>
        ),
      },
      ...ROLE_ROUTES.map(({ path, key, remotes, denied }) => ({
        path,
        element: <RoleRoute routeKey={key} remotes={remotes} denied={denied} />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
