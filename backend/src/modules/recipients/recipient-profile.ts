/**
 * A recipient's preferences (docs/product-rules.md, "Recipients"): free-text answers per category,
 * plus the `sizing` block of the recipients screen. Every value is optional free text; keys outside
 * these lists are refused (400 naming the key) rather than stripped, so a typo in a client
 * never silently loses what the user typed.
 */
export const PROFILE_KEYS = [
  'topsSize',
  'bottomsSize',
  'shoeSize',
  'shoeWidth',
  'clothingStyle',
  'clothingBudget',
  'homeRoom',
  'homeStyle',
  'homeBudget',
  'eventType',
  'eventBudget',
] as const;

export const SIZING_KEYS = [
  'topSize',
  'bottomSize',
  'shoeSize',
  'preferredColors',
  'stylePreference',
  'brands',
] as const;

export const PROFILE_VALUE_MAX_LENGTH = 200;

export type RecipientSizing = Partial<Record<(typeof SIZING_KEYS)[number], string>>;
export type RecipientProfile = Partial<Record<(typeof PROFILE_KEYS)[number], string>> & { sizing?: RecipientSizing };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a sent profile, naming the field; null when it is acceptable. */
export function recipientProfileProblem(profile: unknown): string | null {
  if (profile === null || profile === undefined) return null;
  if (!isPlainObject(profile)) return 'Profile must be an object';
  for (const [key, value] of Object.entries(profile)) {
    if (key === 'sizing') {
      if (value === null) continue;
      if (!isPlainObject(value)) return 'Profile field "sizing" must be an object';
      for (const [sizingKey, sizingValue] of Object.entries(value)) {
        const problem = textProblem(
          `sizing.${sizingKey}`,
          (SIZING_KEYS as readonly string[]).includes(sizingKey),
          sizingValue,
        );
        if (problem) return problem;
      }
      continue;
    }
    const problem = textProblem(key, (PROFILE_KEYS as readonly string[]).includes(key), value);
    if (problem) return problem;
  }
  return null;
}

function textProblem(name: string, known: boolean, value: unknown): string | null {
  if (!known) return `Unknown profile field "${name}"`;
  if (value === null) return null;
  if (typeof value !== 'string') return `Profile field "${name}" must be text`;
  if (value.trim().length > PROFILE_VALUE_MAX_LENGTH) {
    return `Profile field "${name}" must be at most ${PROFILE_VALUE_MAX_LENGTH} characters`;
  }
  return null;
}

/**
 * The stored form of a profile that passed `recipientProfileProblem`: values trimmed, blank
 * and null values dropped, an empty sizing block dropped, and null for an empty profile.
 */
export function normalizeRecipientProfile(profile: unknown): RecipientProfile | null {
  if (!isPlainObject(profile)) return null;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (key === 'sizing') {
      const sizing = isPlainObject(value) ? keepText(value) : {};
      if (Object.keys(sizing).length > 0) result.sizing = sizing;
    } else if (typeof value === 'string' && value.trim() !== '') {
      result[key] = value.trim();
    }
  }
  return Object.keys(result).length > 0 ? (result as RecipientProfile) : null;
}

function keepText(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
}
