/**
 * What the client already told us about a recipient, as answers to a category's questions:
 * the sizes, colors and style of the recipients screen (`profile.sizing`) and the answers
 * earlier requests stored on the recipient (`profile.topsSize`, `profile.homeStyle`...). The
 * wizard prefills them when the recipient is chosen; each stays editable.
 */
import type { Schemas } from '../api/typed';
import { optionCode, optionLabel } from '../format/option-labels';
import { waistLength } from './bottoms-sizes';
import { isBlank } from './category-answers';
import type { AnswerValues, Category } from './wizard-values';

type Profile = NonNullable<Schemas['RecipientDto']['profile']>;
export type RecipientWithProfile = { profile: Profile | null | undefined };

const text = (value: string | undefined) => value?.trim() || undefined;
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The recipient's own words for each question key, per category. */
function known(profile: Profile, category: Category['key']): Record<string, string | string[] | undefined> {
  const sizing = profile.sizing ?? {};
  if (category === 'HOME_DECOR') {
    return { room: text(profile.homeRoom), style: text(profile.homeStyle), budget: text(profile.homeBudget) };
  }
  if (category === 'EVENT') return { theme: text(profile.eventType), budget: text(profile.eventBudget) };
  const bottoms = list(sizing.bottomSize ?? profile.bottomsSize);
  return {
    topsSizes: list(sizing.topSize ?? profile.topsSize),
    // One "Bottom size" on the recipient, two questions here: "M" and "32/34" part ways.
    bottomsAlphaSizes: bottoms.filter((size) => waistLength(size) === null),
    bottomsWLSizes: bottoms.map(waistLength).filter((size) => size !== null),
    shoeSizes: list(sizing.shoeSize ?? profile.shoeSize),
    shoeWidths: list(profile.shoeWidth),
    style: text(sizing.stylePreference) ?? text(profile.clothingStyle),
    budget: text(profile.clothingBudget),
    colors: list(sizing.preferredColors),
  };
}

/**
 * The category's answers the recipient gives, in the form's terms: an entry that is one of a
 * question's options (or its label, in any case: "navy" for "Navy") becomes that option; a
 * tag that is none reads as its label ("earth-tones" is the tag "Earth Tones").
 */
export function recipientAnswers(recipient: RecipientWithProfile | undefined, category: Category): AnswerValues {
  if (!recipient?.profile) return {};
  const given = known(recipient.profile, category.key);
  const answers: AnswerValues = {};
  for (const field of category.formSchema.fields) {
    const value = given[field.key];
    if (value === undefined || isBlank(value)) continue;
    const options = field.options ?? [];
    const asOption = (entry: string) => optionCode(entry, options);
    if (field.type === 'string[]' && Array.isArray(value)) {
      const tags = value.map((entry) => (options.includes(asOption(entry)) ? asOption(entry) : optionLabel(entry)));
      answers[field.key] = [...new Set(tags)];
    } else if (field.type === 'string' && typeof value === 'string') answers[field.key] = asOption(value);
  }
  return answers;
}

const same = (a: AnswerValues[string], b: AnswerValues[string]) =>
  JSON.stringify(isBlank(a) ? null : a) === JSON.stringify(isBlank(b) ? null : b);

/**
 * The answers once `to` is chosen after `from`: each question left blank, or still holding what
 * `from` prefilled, takes what `to` says; whatever the user typed or changed stays.
 */
export function prefillFromRecipient(
  current: AnswerValues | undefined,
  category: Category,
  from: RecipientWithProfile | undefined,
  to: RecipientWithProfile,
): AnswerValues {
  const before = recipientAnswers(from, category);
  const after = recipientAnswers(to, category);
  const answers: AnswerValues = { ...current };
  for (const { key } of category.formSchema.fields) {
    const value = current?.[key];
    if (isBlank(value) || same(value, before[key])) answers[key] = after[key];
  }
  return answers;
}
