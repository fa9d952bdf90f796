import {
  getStoredToken,
  type RemoteName,
  type RemoteRouteKey,
  rememberedAccount,
  type UserRole,
  useSession,
} from '@atelier/common';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PageLoading } from '../frame/PageLoading';
import { RoleRouteSkeleton } from '../frame/RouteSkeleton';
import { SignInAgain, signInPath } from './sign-in-again';

/** What a role route shows to someone whose role it does not serve (docs/product-rules.md, "Roles and permissions"). */
export type Denied = 'redirect-home' | 'login-required' | 'clients-only';

function DeniedScreen({ denied }: { denied: Denied }) {
  const location = useLocation();
  if (denied === 'redirect-home') return <Navigate to="/" replace />;
  if (denied === 'clients-only') {
    return (
      <Result
        status="403"
        title="Access Restricted"
        subTitle="Access Restricted - This page is only available to clients."
        extra={<Link to="/">Return Home</Link>}
      />
    );
  }
  return (
    <Result status="403" title="Access denied. Please log in." extra={<Link to={signInPath(location)}>Sign In</Link>} />
  );
}

/**
 * A visitor who followed a link (an email's, a bookmark) signs in and comes back to it; whoever
 * just logged out here goes home.
 */
function AnonymousVisit() {
  return useSession().signedOut ? <Navigate to="/" replace /> : <SignInAgain />;
}

/**
 * A route rendered by a remote: the remote is chosen by the signed-in role (shared routes
 * such as /tasks/:id exist in both remotes); other visitors get the route's denied behaviour,
 * except someone whose session the api ended, who signs in again and comes back.
 */
export function RoleRoute({
  routeKey,
  remotes,
  denied,
}: {
  routeKey: RemoteRouteKey;
  remotes: Partial<Record<UserRole, RemoteName>>;
  denied: Denied;
}) {
  const { status, role, ended } = useSession();
  if (status === 'loading')
    return <RoleRouteSkeleton routeKey={routeKey} role={rememberedAccount(getStoredToken())?.role} />;
  if (ended) return <SignInAgain />;
  if (status === 'anonymous') return <AnonymousVisit />;
  const remote = role ? remotes[role] : undefined;
  if (!remote) return <DeniedScreen denied={denied} />;
  return <RemoteRoute key={`${remote}:${routeKey}`} remote={remote} routeKey={routeKey} />;
}

/** The landing page sends signed-in users to their dashboard (docs/product-rules.md, "Route table"). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { status, role } = useSession();
  if (status === 'loading') return <PageLoading />;
  if (status === 'authenticated')
    return <Navigate to={role === 'SHOPPER' ? '/shopper-dashboard' : '/client-dashboard'} replace />;
  return children;
}

/** Pages of one's own account (/profile, /settings): a visitor signs in, and comes back. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, ended } = useSession();
  if (status === 'loading') return <PageLoading />;
  if (ended) return <SignInAgain />;
  if (status === 'anonymous') return <AnonymousVisit />;
  return children;
}
