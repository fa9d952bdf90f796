/**
 * Every 401 the api answers, told to whoever listens: the session, which ends itself when the
 * answer was to a signed-in request (an expired, revoked or removed token), and sends the user
 * to sign in again. The client calls `reportUnauthorized` with the token the request carried
 * (null when it carried none), so an old request answered after a new sign-in cannot end the
 * new session.
 */
export type UnauthorizedListener = (sentToken: string | null) => void;

const listeners = new Set<UnauthorizedListener>();

/** Listens to 401 answers; returns the function that stops listening. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportUnauthorized(sentToken: string | null): void {
  for (const listener of listeners) listener(sentToken);
}
