import type { PreviewLine } from '@atelier/billing';
import type { Schemas } from '../api/typed';

type Item = Schemas['ItemReadDto'];

/**
 * Finalizing creates the invoice's first lines; capturing adds lines to a DUE invoice that has
 * some. Finalize takes 1 to the remaining quantity per item, capture 0 (skip) to the remaining
 * (docs/product-rules.md, "Finalizing and capturing").
 */
export type InvoiceDialogMode = 'finalize' | 'capture';

/**
 * Statuses the server captures from (backend items/item-state.ts captureItem): open items, items
 * already on the DUE invoice, and items an earlier invoice paid part of, for what remains of
 * them. Credited items are refused with a 409, so the dialog never offers them.
 */
const CAPTURABLE: ReadonlySet<Item['status']> = new Set([
  'DRAFT',
  'READY',
  'AVAILABLE',
  'INVOICED_DUE',
  'INVOICED_PAID',
]);

export function isInvoiceable(item: Item): boolean {
  return item.qtyRemaining > 0 && CAPTURABLE.has(item.status);
}

export function invoiceableItems(items: readonly Item[]): Item[] {
  return items.filter(isInvoiceable);
}

export function minimumQuantity(mode: InvoiceDialogMode): number {
  return mode === 'finalize' ? 1 : 0;
}

/** One item's row in the dialog: ticked or not, and the quantity typed (null while the field is empty). */
export interface ItemChoice {
  checked: boolean;
  quantity: number | null;
}

export type Choices = Record<string, ItemChoice>;

/** An item not touched yet: unticked, its quantity the whole remainder (what is usually billed). */
export function choiceFor(item: Item, choices: Choices): ItemChoice {
  return choices[item.id] ?? { checked: false, quantity: item.qtyRemaining };
}

/** The quantity that will be sent: a whole number within the mode's minimum and the item's remainder. */
export function effectiveQuantity(item: Item, choice: ItemChoice, mode: InvoiceDialogMode): number {
  const minimum = minimumQuantity(mode);
  // An emptied field counts as the smallest quantity the mode takes.
  const typed = choice.quantity ?? minimum;
  return Math.min(item.qtyRemaining, Math.max(minimum, Math.trunc(typed)));
}

export interface SelectedItem {
  item: Item;
  quantity: number;
}

/** The ticked items with a quantity above 0, in the items' order. */
export function selectedItems(items: readonly Item[], choices: Choices, mode: InvoiceDialogMode): SelectedItem[] {
  return items
    .filter((item) => choiceFor(item, choices).checked)
    .map((item) => ({ item, quantity: effectiveQuantity(item, choiceFor(item, choices), mode) }))
    .filter(({ quantity }) => quantity > 0);
}

export function toPreviewLines(selection: readonly SelectedItem[]): PreviewLine[] {
  return selection.map(({ item, quantity }) => ({ quantity, unitPrice: item.unitPrice }));
}

/** docs/product-rules.md, "Finalizing and capturing": the description of the "No items selected" toast, per mode. */
export const NOTHING_SELECTED: Record<InvoiceDialogMode, string> = {
  finalize: 'Please select at least one item to finalize the invoice.',
  capture: 'Please select at least one item to add to the invoice.',
};
