import type { Schemas } from '../api/typed';
import { isPlace } from './myself';
import type { Gender, Relationship } from './recipient-options';

export type Recipient = Schemas['RecipientDto'];
export type RecipientFields = Schemas['RecipientFieldsDto'];
type Sizing = Schemas['RecipientSizingDto'];

/** What the form holds; the lists are the tag pickers' values, sent joined as free text. */
export interface RecipientFormValues {
  displayName: string;
  relationship?: Relationship;
  /** YYYY-MM-DD, as a date input gives it. */
  birthdate?: string;
  gender?: Gender;
  notes?: string;
  topSize?: string;
  bottomSize?: string;
  shoeSize?: string;
  preferredColors?: string[];
  /** A preset style or the user's own words. */
  stylePreference?: string;
  brands?: string[];
}

/** The api stores colors and brands as one text ("navy, earth-tones"); the form as tags. */
const LIST_SEPARATOR = ', ';

export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function joinList(values: string[] | undefined): string {
  return splitList((values ?? []).join(',')).join(LIST_SEPARATOR);
}

/** The form's starting values: empty for a new recipient, the recipient's own when editing. */
export function toFormValues(recipient?: Recipient): RecipientFormValues {
  if (!recipient) return { displayName: '' };
  const sizing = recipient.profile?.sizing ?? {};
  return {
    displayName: recipient.displayName,
    relationship: recipient.relationship,
    birthdate: recipient.birthdate ?? undefined,
    gender: recipient.gender ?? undefined,
    notes: recipient.notes ?? undefined,
    topSize: sizing.topSize,
    bottomSize: sizing.bottomSize,
    shoeSize: sizing.shoeSize,
    preferredColors: splitList(sizing.preferredColors),
    stylePreference: sizing.stylePreference ?? '',
    brands: splitList(sizing.brands),
  };
}

/**
 * The body of POST and PUT /api/recipients. PUT replaces every field, so everything is sent,
 * blank ones as null or left out (cleared), and the profile keeps what other screens stored
 * in it (the task form's clothing, home and event answers): this form owns `sizing` only.
 * A property has no birthdate, gender or sizes: any it had (say, before its relationship was
 * changed) are cleared.
 */
export function toRecipientFields(values: RecipientFormValues, previous?: Recipient['profile']): RecipientFields {
  const person = !isPlace(values.relationship);
  const personal = (text: string | undefined) => (person ? (text?.trim() ?? '') : '');
  const sizing: Sizing = {};
  const sizingText: Record<keyof Sizing, string> = {
    topSize: personal(values.topSize),
    bottomSize: personal(values.bottomSize),
    shoeSize: personal(values.shoeSize),
    preferredColors: joinList(values.preferredColors),
    stylePreference: values.stylePreference?.trim() ?? '',
    brands: joinList(values.brands),
  };
  for (const [key, text] of Object.entries(sizingText) as [keyof Sizing, string][]) if (text) sizing[key] = text;

  const { sizing: _replaced, ...otherAnswers } = previous ?? {};
  const notes = values.notes?.trim();
  return {
    displayName: values.displayName.trim(),
    relationship: values.relationship!,
    birthdate: (person && values.birthdate) || null,
    gender: (person && values.gender) || null,
    ...(notes ? { notes } : {}),
    profile: { ...otherAnswers, sizing },
  };
}
