import type { QueryClient } from '@tanstack/react-query';
import { getStoredToken } from '../api/client';
import { api } from '../api/typed';
import { ME_QUERY_KEY } from './SessionProvider';

/** How long the app's first render waits for the account at most. */
export const SESSION_PREFETCH_WAIT_MS = 1500;

/**
 * Reads the signed-in account (GET /api/me) into the query cache before the app's first render,
 * when a token is stored. The shell's first script asked for it long before (the answer is
 * adopted, common/src/api/early-gets.ts), so this rarely waits; the first render then shows
 * the signed-in frame at once, where it would otherwise render the whole page again when the
 * answer comes, in one blocking task (query answers reach React through useSyncExternalStore).
 * Resolves after `waitMs` at the latest, and never fails: only an account read in time is kept;
 * anything else is left to SessionProvider, which reads it again (the session "loading" as
 * before) and ends it on a 401.
 */
export async function prefetchSession(queryClient: QueryClient, waitMs = SESSION_PREFETCH_WAIT_MS): Promise<void> {
  if (getStoredToken() === null) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const me = await Promise.race([api.get('/api/me').catch(() => null), late]);
  clearTimeout(timer);
  if (me) queryClient.setQueryData(ME_QUERY_KEY, me);
}
