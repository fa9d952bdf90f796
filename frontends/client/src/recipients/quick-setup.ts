import type { Relationship } from '@atelier/common/recipients';

export interface QuickSetupPreset {
  relationship: Relationship;
  /** The tile's text, and the new recipient's display name (renamed later through Edit). */
  displayName: string;
}

/** docs/product-rules.md, "Recipients": the one-click adds offered while a client has no recipients. */
export const QUICK_SETUP_PRESETS: QuickSetupPreset[] = [
  { relationship: 'self', displayName: 'Myself' },
  { relationship: 'spouse', displayName: 'My Spouse' },
  { relationship: 'child', displayName: 'My Child' },
  { relationship: 'parent', displayName: 'My Parent' },
  { relationship: 'friend', displayName: 'My Friend' },
  { relationship: 'property', displayName: 'My Property' },
  { relationship: 'other', displayName: 'Other' },
];
