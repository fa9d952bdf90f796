/**
 * What the Details card says about a task, computed from the task detail answer: the
 * recipient's age and sizes, the item breakdown, the category answers with their labels.
 */
import type { Schemas } from '../api/typed';
import type { UserRole } from '../session/SessionProvider';
import { optionLabel, optionListLabel } from '../format/option-labels';
import { ITEM_STATUS_ORDER, itemStatusLabel } from '../items';

type Item = Schemas['ItemReadDto'];
type Recipient = Schemas['RecipientDto'];
type Category = Schemas['CategoryDto'];

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/**
 * Whole years since the birthdate, in 365.25-day years (docs/product-rules.md, "Task detail"); null
 * when unknown or in the future.
 */
export function recipientAge(birthdate: string | null | undefined, now: Date = new Date()): number | null {
  if (!birthdate) return null;
  const born = Date.parse(birthdate);
  if (Number.isNaN(born)) return null;
  const years = Math.floor((now.getTime() - born) / MS_PER_YEAR);
  return years >= 0 ? years : null;
}

const SIZE_LABELS: [keyof NonNullable<Recipient['profile']>, string][] = [
  ['topsSize', 'Tops'],
  ['bottomsSize', 'Bottoms'],
  ['shoeSize', 'Shoes'],
  ['shoeWidth', 'Shoe width'],
  ['clothingStyle', 'Style'],
  ['clothingBudget', 'Clothing budget'],
  ['homeRoom', 'Room'],
  ['homeStyle', 'Home style'],
  ['homeBudget', 'Home budget'],
  ['eventType', 'Event'],
  ['eventBudget', 'Event budget'],
];

const SIZING_LABELS: [keyof NonNullable<NonNullable<Recipient['profile']>['sizing']>, string][] = [
  ['topSize', 'Top size'],
  ['bottomSize', 'Bottom size'],
  ['shoeSize', 'Shoe size'],
  ['preferredColors', 'Colors'],
  ['stylePreference', 'Style'],
  ['brands', 'Brands'],
];

/**
 * The recipient's filled-in size and style facts, labelled, in a stable order; preset values
 * by their labels ("earth-tones, uniqlo" reads "Earth Tones, Uniqlo").
 */
export function recipientSizes(profile: Recipient['profile'] | undefined): { label: string; value: string }[] {
  if (!profile) return [];
  const facts: { label: string; value: string }[] = [];
  for (const [key, label] of SIZE_LABELS) {
    const value = profile[key];
    if (typeof value === 'string' && value.trim()) facts.push({ label, value: optionListLabel(value) });
  }
  for (const [key, label] of SIZING_LABELS) {
    const value = profile.sizing?.[key];
    if (typeof value === 'string' && value.trim()) facts.push({ label, value: optionListLabel(value) });
  }
  return facts;
}

export interface ItemBreakdown {
  byStatus: { status: Item['status']; label: string; count: number }[];
  invoiced: number;
  notInvoiced: number;
}

/** Items counted by status (only statuses present) and by whether an invoice holds them. */
export function itemBreakdown(items: Item[], role: UserRole | null = null): ItemBreakdown {
  const counts = new Map<Item['status'], number>();
  for (const item of items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  const invoiced = items.filter((item) => item.invoiceId !== null).length;
  return {
    byStatus: ITEM_STATUS_ORDER.filter((status) => counts.has(status)).map((status) => ({
      status,
      label: itemStatusLabel(status, role),
      count: counts.get(status)!,
    })),
    invoiced,
    notInvoiced: items.length - invoiced,
  };
}

/** An answer as text: lists joined; a question's options by their labels ("Under $50"). */
function answerText(value: unknown, withOptions: boolean): string {
  if (Array.isArray(value)) {
    const entries = value.map((entry) => answerText(entry, withOptions));
    return entries.filter(Boolean).join(', ');
  }
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return withOptions ? optionLabel(text) : text;
}

/** The task's category answers labelled by the category's form, in the form's order; blanks left out. */
export function categoryAnswers(
  answers: Record<string, unknown> | null | undefined,
  category: Category,
): { label: string; value: string }[] {
  if (!answers) return [];
  const known = category.formSchema.fields.map((field) => ({
    key: field.key,
    label: field.label,
    withOptions: Boolean(field.options),
  }));
  const knownKeys = new Set(known.map((field) => field.key));
  const extra = Object.keys(answers)
    .filter((key) => !knownKeys.has(key))
    .map((key) => ({
      key,
      withOptions: false,
      label:
        key[0]!.toUpperCase() +
        key
          .slice(1)
          .replace(/([A-Z])/g, ' $1')
          .toLowerCase(),
    }));
  return [...known, ...extra]
    .map(({ key, label, withOptions }) => ({ label, value: answerText(answers[key], withOptions) }))
    .filter((answer) => answer.value !== '');
}
