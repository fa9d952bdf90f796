import type { Schemas } from '../api/typed';

/** Who creates the request: a shopper for one of their clients, or a client for themselves. */
export type WizardRole = 'SHOPPER' | 'CLIENT';

export type Category = Schemas['CategoryDto'];
export type CategoryFormSchema = Schemas['CategoryFormSchemaDto'];
export type FormField = Schemas['FormFieldDto'];
export type CreateTaskBody = Schemas['CreateTaskDto'];

/** One category's answers as the form holds them (an emptied input leaves null or ''). */
export type AnswerValues = Record<string, string | number | string[] | null | undefined>;

/** Everything the wizard's form holds; the reference images are kept apart (Files do not serialize). */
export interface WizardValues {
  title?: string;
  description?: string;
  /** Shopper only. */
  clientId?: string;
  /** Shopper only: a percent, blank for their default fee. */
  feePct?: number | null;
  categoryId?: string;
  recipientId?: string;
  /**
   * Keyed by category id: each category keeps its own answers, so looking at another
   * category and coming back loses nothing, and only the chosen one's are sent.
   */
  answers?: Record<string, AnswerValues>;
}

/** The steps in order; a step's index is its place here. */
export const WIZARD_STEPS = ['Details', "Who it's for", 'Preferences', 'Reference images', 'Review'] as const;
export const STEP = { details: 0, recipient: 1, preferences: 2, images: 3, review: 4 } as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** "Step 2 of 5 · Who it's for": the step's heading. */
export function stepHeading(step: number): string {
  return `Step ${step + 1} of ${WIZARD_STEPS.length} · ${WIZARD_STEPS[step]}`;
}
