import type { InvitationEmail } from './invitation-email-rules';
import type { InviteCode } from './invite-code-rules';

/** An unused code as GET /api/invite-codes answers it, never emailed; fields overridable. */
export function fakeInviteCode(id: string, overrides: Partial<InviteCode> = {}): InviteCode {
  return {
    id,
    code: `CODE${id}XYZ`,
    clientName: null,
    clientEmail: null,
    isUsed: false,
    usedBy: null,
    usedAt: null,
    createdAt: '2026-01-01T10:00:00Z',
    email: null,
    ...overrides,
  };
}

/** A code's invitation email, sent once; fields overridable. */
export function fakeInvitationEmail(overrides: Partial<InvitationEmail> = {}): InvitationEmail {
  return {
    status: 'sent',
    requestedAt: '2026-03-04T15:03:00',
    sentAt: '2026-03-04T15:04:00',
    lastError: null,
    sendCount: 1,
    ...overrides,
  };
}
