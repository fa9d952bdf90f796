import type { RosterClient } from './client-roster-rules';

/** A client as GET /api/clients answers: active, who chose the shopper on the public list. */
export function fakeClient(id: string, name: string, extra: Partial<RosterClient> = {}): RosterClient {
  return {
    id,
    firstName: name,
    lastName: 'Client',
    phone: '555-010-0199',
    createdAt: '2026-01-05T10:00:00.000Z',
    profile: { displayName: name, avatarUrl: null },
    user: { email: `${name.toLowerCase()}@example.com` },
    status: 'ACTIVE',
    statusChangedAt: null,
    joinedVia: 'PUBLIC_LIST',
    canDecline: true,
    ...extra,
  };
}
