import { useEffect, useState } from 'react';
import { type InvitationEmail, secondsUntilResend } from './invitation-email-rules';

/** The seconds left before a resend, counting down each second while there are any. */
export function useResendCountdown(email: InvitationEmail | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntilResend(email, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
