/**
 * A category's questions (its `formSchema`, GET /api/categories) and the wizard's answers:
 * which required checks fail, with the messages of docs/product-rules.md, "Category questions", and
 * the `answers` object the api takes (keyed by the form's field keys; blanks left out, numbers as
 * numbers, lists as lists). The option lists are suggestions: any text is accepted, as the api
 * does.
 */
import { optionLabel } from '../format/option-labels';
import type { AnswerValues, CategoryFormSchema, FormField } from './wizard-values';

type AnswerValue = AnswerValues[string];

/** Where "{label} is required" does not read right. */
const REQUIRED_MESSAGES: Record<string, string> = { dimensions: 'Dimensions are required' };

/** "Budget is required", "Dimensions are required", "Guest count must be at least 1". */
export function requiredMessage(field: FormField): string {
  if (field.type === 'number' && field.min !== undefined) return `${field.label} must be at least ${field.min}`;
  return REQUIRED_MESSAGES[field.key] ?? `${field.label} is required`;
}

function listOf(value: AnswerValue): string[] {
  const entries = Array.isArray(value) ? value : [];
  return [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))];
}

function numberOf(value: AnswerValue): number | undefined {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Nothing answered: no value, blank text, or a list of blanks. */
export function isBlank(value: AnswerValue): boolean {
  if (Array.isArray(value)) return listOf(value).length === 0;
  if (typeof value === 'string') return value.trim() === '';
  return value === null || value === undefined;
}

/** What is wrong with one answer (missing when required, under a number's minimum), or null. */
export function fieldProblem(field: FormField, value: AnswerValue): string | null {
  if (isBlank(value)) return field.required ? requiredMessage(field) : null;
  if (field.type !== 'number') return null;
  const number = numberOf(value);
  if (number === undefined) return `${field.label} must be a number`;
  if (field.min !== undefined && number < field.min) return `${field.label} must be at least ${field.min}`;
  return null;
}

export interface AnswerProblem {
  /** The field the message belongs under (a group's first field). */
  key: string;
  message: string;
}

/** A `requireAnyOf` group's message when none of its fields is answered, or null. */
export function groupProblem(
  group: NonNullable<CategoryFormSchema['requireAnyOf']>[number],
  values: AnswerValues | undefined,
): string | null {
  return group.keys.every((key) => isBlank(values?.[key])) ? group.message : null;
}

/** Every check of the category's form that the answers fail, in the form's order. */
export function answerProblems(schema: CategoryFormSchema, values: AnswerValues | undefined): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const field of schema.fields) {
    const group = schema.requireAnyOf?.find((candidate) => candidate.keys[0] === field.key);
    const message = fieldProblem(field, values?.[field.key]) ?? (group ? groupProblem(group, values) : null);
    if (message) problems.push({ key: field.key, message });
  }
  return problems;
}

/** The answers as the api takes them, or undefined when nothing is answered. */
export function toAnswers(
  schema: CategoryFormSchema,
  values: AnswerValues | undefined,
): Record<string, string | number | string[]> | undefined {
  const answers: Record<string, string | number | string[]> = {};
  for (const field of schema.fields) {
    const value = values?.[field.key];
    if (isBlank(value)) continue;
    if (field.type === 'string[]') answers[field.key] = listOf(value);
    else if (field.type === 'number') {
      const number = numberOf(value);
      if (number !== undefined) answers[field.key] = number;
    } else if (typeof value === 'string') answers[field.key] = value.trim();
  }
  return Object.keys(answers).length > 0 ? answers : undefined;
}

/**
 * An answer as the review shows it: lists joined, blanks as null, and a question's options
 * by their labels ("smart-casual" reads "Smart Casual"; the user's own words as typed).
 */
export function answerText(value: AnswerValue, field?: FormField): string | null {
  if (isBlank(value)) return null;
  const shown = (text: string) => (field?.options ? optionLabel(text) : text);
  return Array.isArray(value) ? listOf(value).map(shown).join(', ') : shown(String(value).trim());
}
