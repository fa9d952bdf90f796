import { api, type Me, rememberNewAccount, type Session, setStoredToken } from '@atelier/common';

/** Stores the new token and reads the account, as the full app's session does after sign-in. */
async function signIn(token: string): Promise<Me> {
  setStoredToken(token);
  return api.get('/api/me');
}

async function register(token: string): Promise<Me> {
  const me = await signIn(token);
  rememberNewAccount(me.user.id);
  return me;
}

/**
 * The session of the light public pages: always a visitor's (a stored token sends the page to
 * the full app before anything renders). Signing in (with a password, or with the token a
 * password reset answers) or registering stores the token; the screen then navigates on, and
 * the route hands over to the full app (see HandOver.tsx).
 * There is no account to log out of, refresh or replace. A registration is remembered for the
 * full app, which welcomes the new account rather than welcoming it back.
 */
export const visitorSession: Session = {
  status: 'anonymous',
  me: null,
  role: null,
  ended: false,
  signedOut: false,
  newAccount: false,
  login: async (body) => {
    const { token } = await api.post('/api/auth/login', { body });
    rememberNewAccount(null);
    return signIn(token);
  },
  registerShopper: async (body) => register((await api.post('/api/auth/register-shopper', { body })).token),
  registerClient: async (body) => register((await api.post('/api/auth/register-client', { body })).token),
  signInWithToken: signIn,
  logout: () => setStoredToken(null),
  refresh: async () => null,
  setMe: () => undefined,
};
