/**
 * The create rules (docs/product-rules.md, "Task creation") over the whole form, for the Create Request
 * button and the final submit; each step's fields carry the same rules for Next.
 */
import { answerProblems } from './category-answers';
import { type Category, STEP, type WizardRole, type WizardValues } from './wizard-values';

export const MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  clientRequired: 'Client is required',
  categoryRequired: 'Category is required',
  missingFields: 'Missing fields',
  missingFieldsDescription: 'Please fill in all required fields.',
  missingRecipient: 'Missing recipient',
  recipientRequired: 'Please select who we are shopping for.',
  created: 'Task created',
  createFailed: 'Error',
  createFailedDescription: 'Failed to create task.',
  imagesFailed: 'Upload error',
  imagesFailedDescription: 'Failed to process images. Please try again.',
} as const;

const blank = (value: string | undefined) => !value?.trim();

/**
 * Create Request is disabled without a title; for a client also without a description; for
 * a shopper also without a client or a category.
 */
export function createDisabled(role: WizardRole, values: WizardValues): boolean {
  if (blank(values.title)) return true;
  if (role === 'CLIENT') return blank(values.description);
  return !values.clientId || !values.categoryId;
}

export interface SubmitProblem {
  /** The step to go back to. */
  step: number;
  title: string;
  description: string;
}

/** The first thing that keeps the request from being created, or null. */
export function submitProblem(
  role: WizardRole,
  values: WizardValues,
  category: Category | undefined,
): SubmitProblem | null {
  const missingDetails =
    blank(values.title) ||
    (role === 'CLIENT' && blank(values.description)) ||
    (role === 'SHOPPER' && !values.clientId) ||
    !category;
  const missing = { title: MESSAGES.missingFields, description: MESSAGES.missingFieldsDescription };
  if (missingDetails) return { step: STEP.details, ...missing };
  if (!values.recipientId) {
    return { step: STEP.recipient, title: MESSAGES.missingRecipient, description: MESSAGES.recipientRequired };
  }
  if (answerProblems(category.formSchema, values.answers?.[category.id]).length > 0) {
    return { step: STEP.preferences, ...missing };
  }
  return null;
}
