import { ApiError } from '@atelier/common';

/**
 * The text to show for a failed call: the server's own message for an api error (e.g.
 * "Invalid email or password"), the message of an error our code raised, else the fallback
 * (a network failure's "Failed to fetch" says nothing useful to a user).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
