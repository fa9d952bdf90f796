/**
 * The wizard's draft in sessionStorage, one per role: the form's values and the step, written
 * on every change, so a reload (or a detour through the recipients screen) loses nothing.
 * The reference images wait in the browser's IndexedDB under the draft's id (five images
 * would not fit sessionStorage's quota), and go with the draft.
 */
import { referenceImageStore } from './reference-image-store';
import { type AnswerValues, LAST_STEP, type WizardRole, type WizardValues } from './wizard-values';

/** A new draft's id, naming its reference images. */
export const newDraftId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface WizardDraft {
  /** Names the draft's reference images; drafts written before images were kept have none. */
  id?: string;
  /** Whose draft: another account signing in on the same tab must not see it. */
  owner: string;
  step: number;
  values: WizardValues;
}

export const draftKey = (role: WizardRole) => `atelier.task-wizard.draft.${role}`;

const TEXT_KEYS = ['title', 'description', 'clientId', 'categoryId', 'recipientId'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function answerValue(value: unknown): AnswerValues[string] {
  if (typeof value === 'string' || value === null) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value as string[];
  return undefined;
}

function answersOf(value: unknown): WizardValues['answers'] {
  if (!isRecord(value)) return undefined;
  const answers: Record<string, AnswerValues> = {};
  for (const [categoryId, fields] of Object.entries(value)) {
    if (!isRecord(fields)) continue;
    answers[categoryId] = Object.fromEntries(
      Object.entries(fields)
        .map(([key, field]) => [key, answerValue(field)] as const)
        .filter(([, field]) => field !== undefined),
    );
  }
  return answers;
}

/** Keeps what has the form's shape: stored text may be old, hand-edited or another version's. */
function valuesOf(value: unknown): WizardValues {
  if (!isRecord(value)) return {};
  const values: WizardValues = {};
  for (const key of TEXT_KEYS) if (typeof value[key] === 'string') values[key] = value[key];
  if (value.feePct === null || (typeof value.feePct === 'number' && Number.isFinite(value.feePct))) {
    values.feePct = value.feePct;
  }
  const answers = answersOf(value.answers);
  if (answers) values.answers = answers;
  return values;
}

export function serializeDraft(draft: WizardDraft): string {
  return JSON.stringify(draft);
}

/** The draft in `text`, or null when there is none or it is not JSON of the right shape. */
export function parseDraft(text: string | null | undefined): WizardDraft | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.owner !== 'string') return null;
  const step = Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step as number, 0), LAST_STEP) : 0;
  const draft: WizardDraft = { owner: parsed.owner, step, values: valuesOf(parsed.values) };
  if (typeof parsed.id === 'string' && parsed.id) draft.id = parsed.id;
  return draft;
}

// Storage may be disabled (private mode, a sandboxed frame) or full: the wizard then works
// without a draft rather than failing.

/** The draft `owner` left in this tab for the role, if any. */
export function loadDraft(role: WizardRole, owner: string): WizardDraft | null {
  let draft: WizardDraft | null;
  try {
    draft = parseDraft(globalThis.sessionStorage?.getItem(draftKey(role)));
  } catch {
    return null;
  }
  return draft?.owner === owner ? draft : null;
}

export function saveDraft(role: WizardRole, draft: WizardDraft): void {
  try {
    globalThis.sessionStorage?.setItem(draftKey(role), serializeDraft(draft));
  } catch {
    // see above
  }
}

/** Forgets the role's draft in this tab, its reference images with it. */
export function clearDraft(role: WizardRole): void {
  try {
    const id = parseDraft(globalThis.sessionStorage?.getItem(draftKey(role)))?.id;
    globalThis.sessionStorage?.removeItem(draftKey(role));
    if (id) referenceImageStore.remove(id).catch(() => undefined);
  } catch {
    // see above
  }
}
