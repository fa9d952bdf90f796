import type { Relationship } from './recipient-options';

/** The first Quick Setup choice (docs/product-rules.md, "Recipients"): the client shops for themself. */
export const MYSELF: { relationship: Relationship; displayName: string } = {
  relationship: 'self',
  displayName: 'Myself',
};

/** Whether the client has a recipient for themself already (then "Myself" is not offered again). */
export const hasMyself = (recipients: readonly { relationship: string }[]) =>
  recipients.some((recipient) => recipient.relationship === MYSELF.relationship);

/** Relationships that are not a person: no birthdate, gender or sizes are asked for them. */
export const isPlace = (relationship: string | undefined) => relationship === 'property';
