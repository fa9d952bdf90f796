/**
 * The HTTP rules of spec sections 7 and 8, in one place:
 *   - the method defaults to GET; a body is sent as JSON with a JSON content type
 *     (FormData goes as multipart, untouched);
 *   - the bearer token from localStorage `authToken` is attached when present;
 *   - cookies are included (`credentials: 'include'`);
 *   - a JSON answer is parsed, anything else is returned as the raw Response;
 *   - any non-OK answer throws an ApiError whose message is `${status}: ${body text || status text}`.
 */

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
    if (token === null) globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
    else globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
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
}

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
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseAnswer<T>(response);
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
