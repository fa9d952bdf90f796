import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, getStoredToken, setStoredToken } from '../api/client';
import { api, type Schemas } from '../api/typed';
import { onUnauthorized } from '../api/unauthorized';
import { isNewAccount, rememberNewAccount } from './new-account';
import { rememberAccount } from './remembered-account';

export type Me = Schemas['MeResponseDto'];
export type UserRole = Me['user']['role'];
export type LoginBody = Schemas['LoginDto'];
export type RegisterShopperBody = Schemas['RegisterShopperDto'];
export type RegisterClientBody = Schemas['RegisterClientDto'];

/** 'loading' while a stored token is being checked against GET /api/me. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  /** The signed-in account (GET /api/me), or null. */
  me: Me | null;
  role: UserRole | null;
  /**
   * The api ended the session: a request made signed in was answered 401 (the token expired,
   * was revoked, or is gone). Shown as signed out from then on; the shell sends the user to
   * sign in again, and back. False again once someone signs in or logs out.
   */
  ended: boolean;
  /**
   * The user logged out in this tab: a page behind a sign-in that is still on screen goes
   * home rather than asking her to sign in again. False again once someone signs in.
   */
  signedOut: boolean;
  /** The account was created in this tab just now (registration): welcome, not welcome back. */
  newAccount: boolean;
  login(body: LoginBody): Promise<Me>;
  registerShopper(body: RegisterShopperBody): Promise<Me>;
  registerClient(body: RegisterClientBody): Promise<Me>;
  /**
   * Signs in with a token the api answered elsewhere (POST /api/auth/reset-password): stores it
   * and loads its account, as a sign-in does.
   */
  signInWithToken(token: string): Promise<Me>;
  /** Removes the token and every cached query (another account's data must not linger). */
  logout(): void;
  /** Reloads GET /api/me (e.g. after the avatar or display name changed). */
  refresh(): Promise<Me | null>;
  /**
   * Replaces the cached account with a fresh one, e.g. the answer of PUT /api/profile: the
   * frame and the antd theme (colorPalette) follow at once.
   */
  setMe(me: Me): void;
}

/** The query key of the signed-in account; the default query function would GET /api/me. */
export const ME_QUERY_KEY = ['/api/me'] as const;

/** The session the screens read; SessionProvider fills it (the light public pages, a visitor's). */
export const SessionContext = createContext<Session | null>(null);

/**
 * The session (docs/product-rules.md, "Session and sign-in"). On load, a stored token is checked
 * with GET /api/me: success sets the user; a failure or non-OK answer removes the token (the user
 * is logged out) and logs the failure. Login and both registrations store the returned token, then
 * reload the profile. The account lives in the TanStack Query cache under ME_QUERY_KEY. Any 401 to
 * a signed-in request ends the session (`ended`).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => getStoredToken());
  const [ended, setEnded] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  // The token as of the last change, for the 401 listener (which outlives renders).
  const current = useRef(token);
  useEffect(() => {
    current.current = token;
  }, [token]);

  useEffect(() => {
    // The subscription's end is the effect's cleanup.
    return onUnauthorized((sentToken) => {
      // Not signed in (a wrong password at sign-in is a 401 too), or an answer to a request
      // made with an earlier token than the one now stored: nothing of this session ended.
      if (current.current === null || (sentToken !== null && sentToken !== getStoredToken())) return;
      current.current = null;
      setStoredToken(null);
      setToken(null);
      setEnded(true);
      // The ended account's data must not linger for whoever signs in next.
      queryClient.clear();
    });
  }, [queryClient]);

  const fetchMe = useCallback(async (): Promise<Me | null> => {
    try {
      return await api.get('/api/me');
    } catch (error) {
      // A read again of a loaded account that got no answer (the page being left mid-request,
      // the network gone) ends nothing: the account stays as it was read, the token stored.
      if (!(error instanceof ApiError) && queryClient.getQueryData(ME_QUERY_KEY)) throw error;
      console.error('Could not load the profile; signing out.', error instanceof ApiError ? error.message : error);
      setStoredToken(null);
      setToken(null);
      return null;
    }
  }, [queryClient]);

  const meQuery = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, enabled: token !== null });
  // For the next first load's paint (shell/src/early/first-paint.ts).
  useEffect(() => {
    const me = meQuery.data;
    if (token !== null && me) {
      rememberAccount({ userId: me.user.id, role: me.user.role, displayName: me.profile.displayName });
    }
  }, [token, meQuery.data]);

  const signIn = useCallback(
    async (newToken: string): Promise<Me> => {
      setStoredToken(newToken);
      current.current = newToken;
      setToken(newToken);
      const me = await queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 });
      if (!me) throw new Error('Signed in, but the profile could not be loaded. Please try again.');
      setEnded(false);
      setSignedOut(false);
      return me;
    },
    [queryClient, fetchMe],
  );

  const session = useMemo<Session>(() => {
    const me = token !== null ? (meQuery.data ?? null) : null;
    const status: SessionStatus = token !== null && meQuery.isPending ? 'loading' : me ? 'authenticated' : 'anonymous';
    const register = async (newToken: string) => {
      const account = await signIn(newToken);
      rememberNewAccount(account.user.id);
      return account;
    };
    return {
      status,
      me,
      role: me?.user.role ?? null,
      ended,
      signedOut,
      newAccount: me !== null && isNewAccount(me.user.id),
      login: async (body) => {
        const answer = await api.post('/api/auth/login', { body });
        rememberNewAccount(null);
        return signIn(answer.token);
      },
      registerShopper: async (body) => register((await api.post('/api/auth/register-shopper', { body })).token),
      registerClient: async (body) => register((await api.post('/api/auth/register-client', { body })).token),
      signInWithToken: async (newToken) => {
        // A reset link may be opened in a tab signed in to another account: none of its data may linger.
        queryClient.clear();
        return signIn(newToken);
      },
      logout: () => {
        setStoredToken(null);
        setToken(null);
        setEnded(false);
        setSignedOut(true);
        queryClient.clear();
      },
      refresh: async () =>
        token === null ? null : queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 }),
      setMe: (next) => queryClient.setQueryData(ME_QUERY_KEY, next),
    };
  }, [token, ended, signedOut, meQuery.data, meQuery.isPending, queryClient, fetchMe, signIn]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used under <SessionProvider> (the shell provides it).');
  return session;
}

/** The signed-in role, or null: also where no session is provided (a part rendered on its own). */
export function useRole(): UserRole | null {
  return useContext(SessionContext)?.role ?? null;
}

/** "Personal Shopper", "Client", or "Member" for anything else (docs/product-rules.md, "Page frame"). */
export function roleLabel(role: string | null | undefined): string {
  if (role === 'SHOPPER') return 'Personal Shopper';
  if (role === 'CLIENT') return 'Client';
  return 'Member';
}
