/**
 * The recipient option lists (docs/product-rules.md, "Option lists"). Relationship and gender are
 * the api's enums; the sizing presets are suggestions only: every sizing field also takes the
 * user's own text, and the api stores it as typed.
 */
import type { Schemas } from '../api/typed';
import { optionLabel } from '../format/option-labels';

export type Relationship = Schemas['RecipientDto']['relationship'];
export type Gender = NonNullable<Schemas['RecipientDto']['gender']>;

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const RELATIONSHIP_OPTIONS: Option<Relationship>[] = [
  { value: 'self', label: 'Myself' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'friend', label: 'Friend' },
  { value: 'property', label: 'Property' },
  { value: 'other', label: 'Other' },
];

/** Every gender the api accepts, "non-binary" being the task form's reading. */
const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

/** The recipients screen's reading of the gender list. */
export const RECIPIENT_GENDERS: Gender[] = ['female', 'male', 'other', 'prefer-not-to-say'];

/**
 * The gender choices of the recipients screen, plus the recipient's own value when it came
 * from the task form's list (so editing never shows a raw value or drops it).
 */
export function genderOptions(current?: Gender | null): Option<Gender>[] {
  const values = current && !RECIPIENT_GENDERS.includes(current) ? [...RECIPIENT_GENDERS, current] : RECIPIENT_GENDERS;
  return values.map((value) => ({ value, label: GENDER_LABELS[value] }));
}

export function relationshipLabel(relationship: string): string {
  return RELATIONSHIP_OPTIONS.find((option) => option.value === relationship)?.label ?? relationship;
}

export function genderLabel(gender: string): string {
  return GENDER_LABELS[gender as Gender] ?? gender;
}

/** Options of codes, each shown with its label ("earth-tones" reads "Earth Tones"). */
const labelled = (codes: readonly string[]): Option[] => codes.map((value) => ({ value, label: optionLabel(value) }));

const ALPHA_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
const WAIST_LENGTH_SIZES = ['26/28', '28/30', '30/32', '32/34', '34/36', '36/38', '38/32'];

export const TOP_SIZE_OPTIONS: Option[] = labelled(ALPHA_SIZES);
export const BOTTOM_SIZE_OPTIONS: Option[] = labelled([...ALPHA_SIZES, ...WAIST_LENGTH_SIZES]);
/** US sizes 5 to 14 in half steps. */
export const SHOE_SIZE_OPTIONS: Option[] = labelled(Array.from({ length: 19 }, (_, index) => String(5 + index / 2)));

export const COLOR_OPTIONS: Option[] = labelled([
  'black',
  'white',
  'navy',
  'gray',
  'brown',
  'beige',
  'red',
  'blue',
  'green',
  'pink',
  'purple',
  'neutral-tones',
  'earth-tones',
  'bright-colors',
]);

export const STYLE_OPTIONS: Option[] = labelled([
  'modern-minimal',
  'streetwear',
  'classic',
  'athleisure',
  'smart-casual',
  'business-formal',
  'boho',
  'luxury',
  'outdoor-technical',
]);

export const BRAND_OPTIONS: Option[] = labelled([
  'zara',
  'h&m',
  'uniqlo',
  'nike',
  'adidas',
  'lululemon',
  'nordstrom',
  'anthropologie',
  'j-crew',
  'banana-republic',
  'coach',
  'michael-kors',
  'kate-spade',
  'tory-burch',
]);
