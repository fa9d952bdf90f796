/**
 * The HTTP rules (docs/product-rules.md, "Calls and errors"), in one place:
 *   - the method defaults to GET; a body is sent as JSON with a JSON content type
 *     (FormData goes as multipart, untouched);
 *   - the bearer token from localStorage `authToken` is attached when present;
 *   - cookies are included (`credentials: 'include'`);
 *   - a JSON answer is parsed, anything else is returned as the raw Response;
 *   - any non-OK answer throws an ApiError whose message is `${status}: ${body text || status text}`.
 * And for signed-in POSTs, which create things: an Idempotency-Key per user action, so the
 * server creates once however often the request arrives, which makes it safe to send again
 * when the connection failed before an answer came.
 */
import { takeEarlyGet } from './early-gets';
import { newIdempotencyKey } from './idempotency-key';
import { rememberAccount } from '../session/remembered-account';
import { reportUnauthorized } from './unauthorized';

export const TOKEN_STORAGE_KEY = 'authToken';

export function getStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function setStoredToken(token: string | null): void {
  try {
    if (token === null) {
      globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
      rememberAccount(null);
    } else globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // storage disabled: the session then lasts as long as the page
  }
}

/** A non-OK answer. `message` follows the spec exactly; `status` and `body` are for callers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's user-facing message (`{ message }` of the error body), else this error's message. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (Array.isArray(parsed.message)) return parsed.message.join(' ');
    } catch {
      // not JSON
    }
    return this.message;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For a POST: the key of the user action it carries out (fresh when not given). */
  idempotencyKey?: string;
}

/** Waits before each new attempt of a signed-in POST whose connection failed. */
const LOST_CONNECTION_RETRY_DELAYS_MS = [500, 1500];

/** One call under the spec's rules. Resolves to the parsed JSON, or the raw Response when not JSON. */
export async function apiRequest<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const idempotent = method === 'POST' && token !== null;
  if (idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const send = () => fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  // A GET the shell already started for this page (early-gets.ts) is adopted, not sent again.
  const early = method === 'GET' && body === undefined ? takeEarlyGet(url, token) : null;
  const response = early
    ? await early.catch(send)
    : idempotent
      ? await sendAgainIfConnectionFails(send, options.signal)
      : await send();
  if (response.status === 401) reportUnauthorized(token);
  await throwIfNotOk(response);
  return parseAnswer<T>(response);
}

/** fetch rejects (with a TypeError) only when no answer came: the request may or may not have arrived. */
async function sendAgainIfConnectionFails(send: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
  for (const delayMs of LOST_CONNECTION_RETRY_DELAYS_MS) {
    try {
      return await send();
    } catch (error) {
      if (signal?.aborted || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return send();
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // unreadable body: fall back to the status text
  }
  throw new ApiError(response.status, text, response.statusText);
}

async function parseAnswer<T>(response: Response): Promise<T> {
  const type = response.headers.get('Content-Type') ?? '';
  if (/\bjson\b/i.test(type)) return (await response.json()) as T;
  return response as unknown as T;
}
