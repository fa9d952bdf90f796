import type { InviteCode } from './invite-code-rules';

/** A code's latest invitation email (null on a code never emailed). */
export type InvitationEmail = NonNullable<InviteCode['email']>;

/** How often the list is read again while an invitation is on its way. */
export const SENDING_POLL_MS = 2000;

/**
 * The list's refetch interval: every 2 seconds while any invitation is still queued, none
 * once all have an outcome. A mail job reports to no live event, so this is the one way the
 * shopper sees "Invitation emailed" or "Email failed" without reloading.
 */
export function pollWhileSending(codes: readonly InviteCode[] | undefined): number | false {
  return codes?.some((code) => code.email?.status === 'queued') ? SENDING_POLL_MS : false;
}

/** "Sent 3 times" once an invitation went out more than once; nothing before. */
export function sendCountText(email: InvitationEmail): string | null {
  return email.sendCount > 1 ? `Sent ${email.sendCount} times` : null;
}

/** The api takes a resend a minute after the code's last email at the earliest. */
export const RESEND_PAUSE_MS = 60_000;

/**
 * Whole seconds until the code may be emailed again (0: now), never more than the pause: a
 * `now` read before the email (the last tick) or a clock ahead of the api's cannot show more.
 */
export function secondsUntilResend(email: InvitationEmail | null, now: number): number {
  if (!email) return 0;
  const wait = Math.min(Date.parse(email.requestedAt) + RESEND_PAUSE_MS - now, RESEND_PAUSE_MS);
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}
