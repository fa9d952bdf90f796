import type { Schemas } from '../api/typed';

/** The item's two texts beside its fields: the summary (both parties) and the shopper's note to her client. */
export type ItemTextField = 'aiSummary' | 'shopperNote';

export const MAX_SUMMARY_LENGTH = 2000;
export const MAX_SHOPPER_NOTE_LENGTH = 1000;

export interface ItemTextWording {
  max: number;
  /** The server's message for text past `max`, word for word. */
  tooLong: string;
  /** Its heading on the card, for the shopper and for the client. */
  heading: { shopper: string; client: string };
  /** Inside button names and questions: "the summary", "your note". */
  noun: string;
  dialogTitle: { add: string; edit: string };
  fieldLabel: string;
  help: string;
  saveFailed: string;
  removeFailed: string;
  saved: string;
  removed: string;
}

export const ITEM_TEXTS: Record<ItemTextField, ItemTextWording> = {
  aiSummary: {
    max: MAX_SUMMARY_LENGTH,
    tooLong: `Summary too long (max ${MAX_SUMMARY_LENGTH} characters)`,
    heading: { shopper: 'Summary', client: 'Summary' },
    noun: 'the summary',
    dialogTitle: { add: 'Add summary', edit: 'Edit summary' },
    fieldLabel: 'Summary',
    help: 'You and your client both see the summary. Leave it empty to remove it.',
    saveFailed: 'Failed to save summary',
    removeFailed: 'Failed to remove summary',
    saved: 'Summary updated',
    removed: 'Summary removed',
  },
  shopperNote: {
    max: MAX_SHOPPER_NOTE_LENGTH,
    tooLong: `Note too long (max ${MAX_SHOPPER_NOTE_LENGTH} characters)`,
    heading: { shopper: 'Your note to the client', client: 'Note from your shopper' },
    noun: 'your note',
    dialogTitle: { add: 'Add a note for your client', edit: 'Edit your note' },
    fieldLabel: 'Note for your client',
    help: 'Your client sees this note on the item. Leave it empty to remove it.',
    saveFailed: 'Failed to save note',
    removeFailed: 'Failed to remove note',
    saved: 'Note saved',
    removed: 'Note removed',
  },
};

/** The body of PUT /api/items/{id}/notes that sets one text: trimmed, blank removes it. */
export function itemTextChange(field: ItemTextField, text: string | null): Schemas['UpdateItemNotesDto'] {
  return { [field]: text?.trim() || null };
}
