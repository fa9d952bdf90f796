import type { CategoryFormSchema, FormField } from '../categories/category-form-schemas';

/*
 * The answers of a new task are checked against its category's form: every key must be one
 * of the form's fields and every value of the field's type. Option lists are suggestions
 * (the spec: every field also accepts custom text), so values are not checked against them,
 * and required markers are not enforced at creation (the spec again).
 */

const MAX_TEXT_LENGTH = 2000;
const MAX_LIST_ENTRIES = 50;
const MAX_LIST_ENTRY_LENGTH = 200;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** What is wrong with the answers, naming the field; null when they fit the form. */
export function answersProblem(schema: CategoryFormSchema, answers: Record<string, unknown>): string | null {
  const fields = new Map(schema.fields.map((field) => [field.key, field]));
  for (const [key, value] of Object.entries(answers)) {
    const field = fields.get(key);
    if (!field) return `Unknown answer "${key}"; this category asks for ${[...fields.keys()].join(', ')}`;
    if (value === null) continue;
    const problem = valueProblem(field, value);
    if (problem) return problem;
  }
  return null;
}

function valueProblem(field: FormField, value: unknown): string | null {
  const name = `Answer "${field.key}"`;
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string') return `${name} must be text`;
      if (value.length > MAX_TEXT_LENGTH) return `${name} must be at most ${MAX_TEXT_LENGTH} characters`;
      return null;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} must be a number`;
      if (field.min !== undefined && value < field.min) return `${field.label} must be at least ${field.min}`;
      return null;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : `${name} must be a date (YYYY-MM-DD)`;
    case 'string[]':
      if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
        return `${name} must be a list of text`;
      }
      if (value.length > MAX_LIST_ENTRIES) return `${name} may hold at most ${MAX_LIST_ENTRIES} entries`;
      if (value.some((entry: string) => entry.length > MAX_LIST_ENTRY_LENGTH)) {
        return `${name} entries must be at most ${MAX_LIST_ENTRY_LENGTH} characters`;
      }
      return null;
  }
}

/** The stored form: unanswered (null) fields dropped; null when nothing is left. */
export function storedAnswers(answers: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!answers) return null;
  const kept = Object.entries(answers).filter(([, value]) => value !== null);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
