import type { RecipientListItem } from './api/use-recipients';

/** A recipient as GET /api/recipients answers it; fields overridable. */
export function fakeRecipient(overrides: Partial<RecipientListItem> = {}): RecipientListItem {
  return {
    id: '7d0c1f0e-5b7a-4c1e-9a43-2a1f5e1c0b11',
    clientId: 'me',
    relationship: 'spouse',
    displayName: 'Jordan',
    birthdate: '1990-05-14',
    gender: 'male',
    notes: 'Prefers natural fabrics.',
    profile: { topsSize: 'L', sizing: { topSize: 'M', preferredColors: 'navy, earth-tones', brands: 'uniqlo' } },
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    taskCounts: { total: 3, active: 1, done: 1, draft: 1 },
    ...overrides,
  };
}
