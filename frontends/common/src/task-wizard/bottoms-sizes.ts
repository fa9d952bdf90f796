/**
 * Bottoms come in letter sizes ("M") and waist/length sizes ("32/34"), two questions of the
 * clothing form. A waist/length size belongs in the second, wherever it comes from: a
 * recipient's one "Bottom size", or typed into the letter sizes.
 */
import type { AnswerValues } from './wizard-values';

const LETTER_KEY = 'bottomsAlphaSizes';
const WAIST_LENGTH_KEY = 'bottomsWLSizes';

/** "32/34", "32 / 34", "32x34", "W32 L34", "32W/34L": a waist and a length, in inches. */
const WAIST_LENGTH = /^W?\s*(\d{2})\s*W?\s*(?:\/|x|×|\s)\s*L?\s*(\d{2})\s*L?$/i;

/** The size as the form's waist/length options write it ("32/34"), or null when it is not one. */
export function waistLength(size: string): string | null {
  const match = WAIST_LENGTH.exec(size.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}

const listOf = (value: AnswerValues[string]) => (Array.isArray(value) ? value : []);

/**
 * The answers with every waist/length size of the letter sizes moved to the waist/length
 * ones, written as typed; the same answers when there is none (or the form has no such pair).
 */
export function routeBottomsSizes(answers: AnswerValues, fieldKeys: readonly string[]): AnswerValues {
  if (!fieldKeys.includes(LETTER_KEY) || !fieldKeys.includes(WAIST_LENGTH_KEY)) return answers;
  const letters = listOf(answers[LETTER_KEY]);
  const moving = letters.filter((size) => waistLength(size) !== null);
  if (moving.length === 0) return answers;
  const waistLengths = listOf(answers[WAIST_LENGTH_KEY]);
  return {
    ...answers,
    [LETTER_KEY]: letters.filter((size) => !moving.includes(size)),
    [WAIST_LENGTH_KEY]: [...waistLengths, ...moving.filter((size) => !waistLengths.includes(size))],
  };
}
