import { toAnswers } from './category-answers';
import type { Category, CreateTaskBody, WizardRole, WizardValues } from './wizard-values';

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * POST /api/tasks's body. A client's request names no client ('auto': their own account) and
 * no fee (the api refuses a client's fee); a shopper's names the chosen client, and the fee
 * only when one was typed (left out, the task bills the shopper's default). Only the chosen
 * category's answers are sent.
 */
export function createTaskBody(
  role: WizardRole,
  values: WizardValues,
  category: Category | undefined,
  uploadedImages: string[] = [],
): CreateTaskBody {
  const body: CreateTaskBody = {
    title: values.title?.trim() ?? '',
    description: trimmed(values.description),
    clientId: role === 'CLIENT' ? 'auto' : values.clientId,
    categoryId: values.categoryId ?? '',
    recipientId: values.recipientId ?? '',
  };
  if (role === 'SHOPPER' && typeof values.feePct === 'number') body.feePct = values.feePct.toFixed(2);
  const answers = category && toAnswers(category.formSchema, values.answers?.[category.id]);
  if (answers) body.answers = answers;
  if (uploadedImages.length > 0) body.uploadedImages = uploadedImages;
  return body;
}
