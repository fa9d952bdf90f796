import { isUUID, ValidateBy } from 'class-validator';

/** The largest quantity an item can have (items' own limit), so the most one line can capture. */
export const MAX_ITEM_QUANTITY = 9999;
/** Items one request may select: far more than a task holds, small enough to bound the work. */
export const MAX_SELECTED_ITEMS = 200;

export const SELECTION_ENTRY_INVALID = 'Each selected item needs a valid itemId';
export const SELECTION_DUPLICATE = 'Each item can be selected only once';
export const SELECTION_TOO_MANY = `At most ${MAX_SELECTED_ITEMS} items can be selected at once`;
export const QUANTITY_WHOLE = 'Quantity must be a whole number';
export const QUANTITY_AT_LEAST_ONE = 'Quantity must be at least 1';
export const QUANTITY_NOT_NEGATIVE = 'Quantity cannot be negative';
export const QUANTITY_AT_MOST = `Quantity must be at most ${MAX_ITEM_QUANTITY}`;

export interface SelectionRule {
  /** The quantity's field name in each entry: capture sends qtyCaptured, finalize quantity. */
  quantityKey: string;
  /** Capture takes 0 (skip the item), finalize at least 1. */
  minimum: 0 | 1;
  /** The spec's message when nothing is selected (no entry, or only zero quantities). */
  nothingSelected: string;
}

/**
 * What is wrong with a list of selected items, or null. Judged as a whole (rather than entry
 * by entry with nested DTOs) so each answer is one of the spec's plain sentences, not a message
 * prefixed with a path such as "items.0.". Whether a quantity fits what remains of the item is
 * the service's to decide, under lock.
 */
export function selectionProblem(value: unknown, rule: SelectionRule): string | null {
  if (!Array.isArray(value) || value.length === 0) return rule.nothingSelected;
  if (value.length > MAX_SELECTED_ITEMS) return SELECTION_TOO_MANY;
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return SELECTION_ENTRY_INVALID;
    const { itemId } = entry as { itemId?: unknown };
    if (typeof itemId !== 'string' || !isUUID(itemId)) return SELECTION_ENTRY_INVALID;
    if (seen.has(itemId.toLowerCase())) return SELECTION_DUPLICATE;
    seen.add(itemId.toLowerCase());
    const quantity = (entry as Record<string, unknown>)[rule.quantityKey];
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return QUANTITY_WHOLE;
    if (quantity < rule.minimum) return rule.minimum === 1 ? QUANTITY_AT_LEAST_ONE : QUANTITY_NOT_NEGATIVE;
    if (quantity > MAX_ITEM_QUANTITY) return QUANTITY_AT_MOST;
  }
  const quantities = (value as Record<string, number>[]).map((entry) => entry[rule.quantityKey]);
  return quantities.some((quantity) => quantity > 0) ? null : rule.nothingSelected;
}

/** Validates a selection list with selectionProblem, answering its sentence. */
export function IsItemSelection(rule: SelectionRule): PropertyDecorator {
  return ValidateBy({
    name: 'isItemSelection',
    validator: {
      validate: (value: unknown) => selectionProblem(value, rule) === null,
      defaultMessage: (args) => selectionProblem(args?.value, rule) ?? rule.nothingSelected,
    },
  });
}
