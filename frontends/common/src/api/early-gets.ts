/**
 * GETs the shell starts the moment its first script runs on a signed-in first load, before the
 * app (React, antd, this library, the remote) has arrived: GET /api/me and the data of the page
 * being opened (frontends/shell/src/early/). They wait here, under a global both sides know,
 * until `apiRequest` makes the same GET with the same token and adopts the answer instead of
 * asking again, so the query cache fills with it through the usual rules (401, errors, JSON).
 *
 * An answer is taken once (a later read of the same URL is a new request) and only within
 * EARLY_GET_TTL_MS of its start: it stands in for the page's first reads, never for a refresh.
 */
export const EARLY_GETS_GLOBAL = '__atelierEarlyGets';
export const EARLY_GET_TTL_MS = 30_000;

export interface EarlyGet {
  /** The token the request was sent with. */
  token: string;
  /** When it stops being usable (Date.now() clock). */
  until: number;
  response: Promise<Response>;
}

type EarlyGets = Map<string, EarlyGet>;

function store(): EarlyGets | undefined {
  return (globalThis as unknown as Record<string, EarlyGets | undefined>)[EARLY_GETS_GLOBAL];
}

/** The early answer to GET `url` made with `token`, taken out of the store; null when there is none. */
export function takeEarlyGet(url: string, token: string | null): Promise<Response> | null {
  const gets = store();
  const early = gets?.get(url);
  if (!gets || !early) return null;
  gets.delete(url);
  if (early.token !== token || Date.now() > early.until) return null;
  return early.response;
}

/**
 * Drops the early answers not taken yet: they were read before the live socket connected, so
 * they may lack what its events would have brought (a screen that mounts later reads afresh).
 */
export function dropEarlyGets(): void {
  store()?.clear();
}
