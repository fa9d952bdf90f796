/**
 * Which account was created in this tab: someone who just registered is welcomed, not
 * welcomed back. In sessionStorage (an id, nothing secret), so it survives the hand-over from
 * the light public pages, where sign-up happens, to the full app.
 */
const KEY = 'atelier.new-account';

export function rememberNewAccount(userId: string | null): void {
  try {
    if (userId === null) globalThis.sessionStorage?.removeItem(KEY);
    else globalThis.sessionStorage?.setItem(KEY, userId);
  } catch {
    // storage disabled: a new account is then welcomed back
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
