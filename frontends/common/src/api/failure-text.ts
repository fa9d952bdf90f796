import { ApiError } from './client';

/**
 * A failure toast's description (docs/product-rules.md, "Calls and errors"): the server's own
 * `message` when its answer had one, else the spec's fallback ("Please try again." unless the spec
 * says otherwise). A bare "500: {…}" or a network failure's "Failed to fetch" says nothing useful
 * to a user.
 */
export function failureText(error: unknown, fallback = 'Please try again.'): string {
  if (!(error instanceof ApiError)) return fallback;
  const reason = error.serverMessage;
  return reason && reason !== error.message ? reason : fallback;
}
