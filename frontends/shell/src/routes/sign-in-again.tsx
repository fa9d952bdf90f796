import { useSession } from '@atelier/common';
import { useEffect, useEffectEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/** Parses `next` against a stand-in origin: whatever resolves elsewhere is another site's. */
const HERE = 'http://atelier.invalid';

/**
 * The page to return to after signing in: a path of this site (its query and hash kept), or
 * null for anything else, so /auth?next= can never send anyone to another site ("//evil.com",
 * "/\evil.com", "https://evil.com" are all refused), nor back to /auth itself.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth?next=<the page>: sign in, then back there. */
export function signInPath({ pathname, search, hash }: { pathname: string; search: string; hash?: string }): string {
  const next = safeNextPath(`${pathname}${search}${hash ?? ''}`);
  return next && next !== '/' ? `/auth?${new URLSearchParams({ next })}` : '/auth';
}

/** Sends the user to sign in, and back to this page afterwards. */
export function SignInAgain() {
  return <Navigate to={signInPath(useLocation())} replace />;
}

/**
 * When the api ends the session (a 401, see the session's `ended`), the user goes to sign in
 * again, from whatever page she was on. (Pages behind a guard redirect by themselves too,
 * before they could show "Access denied" or send her home.)
 */
export function useSignInAgainWhenEnded(): void {
  const { ended } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signInAgain = useEffectEvent(() => navigate(signInPath(location), { replace: true }));
  useEffect(() => {
    if (ended) signInAgain();
  }, [ended]);
}
