/**
 * The signed-in account as the next first load may show it before GET /api/me answers: its
 * role (whose dashboard the page is) and the name its greeting uses. Kept in localStorage
 * beside the token and removed with it (api/client.ts setStoredToken), so a signed-out tab
 * shows nobody's name, and read only for the token of the same account (its JWT subject). Pure: the shell's early start reads it before any shared module loads.
 */
export interface RememberedAccount {
  userId: string;
  role: string;
  displayName: string;
}

const KEY = 'atelier.account';

export function rememberAccount(account: RememberedAccount | null): void {
  try {
    if (account === null) globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, JSON.stringify(account));
  } catch {
    // storage disabled: the next load shows the name once the api answers
  }
}

/** The account `token` signs in, as the last visit left it; null for another account's token. */
export function rememberedAccount(token: string | null): RememberedAccount | null {
  if (token === null) return null;
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    const account: unknown = stored ? JSON.parse(stored) : null;
    if (!account || typeof account !== 'object') return null;
    const { userId, role, displayName } = account as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof role !== 'string' || typeof displayName !== 'string') return null;
    return tokenSubject(token) === userId ? { userId, role, displayName } : null;
  } catch {
    return null;
  }
}

/** The `sub` claim of a JWT, read without checking its signature (the api checks the token). */
function tokenSubject(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub;
}
