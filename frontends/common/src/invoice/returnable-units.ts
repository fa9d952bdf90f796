import {
  type Cents,
  type CreditableLine,
  creditableUnits,
  openUnits,
  previewReturn as previewCredit,
  replayReturns,
  type ReturnLineCredit,
  type ReturnPreview,
} from '@atelier/billing';
import type { Schemas } from '../api/typed';

type InvoiceLine = Schemas['InvoiceLineDto'];
type CreditNote = Schemas['CreditNoteDto'];

export type { ReturnLineCredit, ReturnPreview };

/**
 * What a return may still give back on one invoice, and what a return would credit, in the
 * server's own arithmetic (@atelier/billing: the allocation the api records credit notes by),
 * so the preview shows to the cent what the credit note will hold. Only the shopper's shapes
 * are used: the client records no returns.
 */

/** An item of the invoice, as a return sees it. */
export interface ReturnableItem {
  itemId: string;
  name: string;
  /** Units the invoice captured of it (its CAPTURED lines). */
  captured: number;
  /** Units its credit notes gave back. */
  credited: number;
  /** captured − credited: what a return may still give back. */
  returnable: number;
  /** The unit price of the next unit to be returned (lines keep the price of their capture). */
  unitPrice: string;
  /** @internal the lines in capture order with what was credited of each, for the preview. */
  lines: readonly CreditableLine[];
}

/**
 * The invoice's items in the order of their first capture, with what each may still give back:
 * the credit notes (oldest first, as the API lists them) replayed onto the CAPTURED lines.
 */
export function returnableItems(
  lines: readonly InvoiceLine[],
  creditNotes: readonly Pick<CreditNote, 'lines'>[],
): ReturnableItem[] {
  const names = new Map<string, string>();
  for (const line of lines)
    if (line.status === 'CAPTURED' && !names.has(line.itemId)) names.set(line.itemId, line.name);
  const items = replayReturns(
    lines,
    creditNotes.map((note) => note.lines),
  );
  return items.map(({ itemId, lines: itemLines }) => {
    const captured = itemLines.reduce((sum, line) => sum + line.capturedQuantity, 0);
    const returnable = creditableUnits(itemLines);
    const next = itemLines.find((line) => openUnits(line) > 0) ?? itemLines[itemLines.length - 1]!;
    return {
      itemId,
      name: names.get(itemId)!,
      captured,
      credited: captured - returnable,
      returnable,
      unitPrice: next.unitPrice,
      lines: itemLines,
    };
  });
}

/** Whether a return may still be recorded: some captured unit has not been credited. */
export function hasReturnableUnits(items: readonly ReturnableItem[]): boolean {
  return items.some((item) => item.returnable > 0);
}

/** The quantity a typed value stands for: a whole number from 0 to what the item may give back. */
export function clampReturnQuantity(item: ReturnableItem, typed: number | null | undefined): number {
  if (typed === null || typed === undefined || !Number.isFinite(typed)) return 0;
  return Math.min(item.returnable, Math.max(0, Math.trunc(typed)));
}

/**
 * What the credit note would hold for these quantities (by item id; missing or 0 skips the
 * item): its lines, subtotal, fee, taxes (0) and total, in cents.
 */
export function previewReturn(
  items: readonly ReturnableItem[],
  quantities: Readonly<Record<string, number | null | undefined>>,
): ReturnPreview {
  const wanted = Object.fromEntries(
    items.map((item) => [item.itemId, clampReturnQuantity(item, quantities[item.itemId])]),
  );
  return previewCredit(items, wanted);
}

/** What an item's row would credit, fee included (the amount the client gets back for it). */
export function itemCredit(preview: ReturnPreview, itemId: string): { subtotal: Cents; serviceFee: Cents } {
  return preview.lines
    .filter((line) => line.itemId === itemId)
    .reduce(
      (sum, line) => ({ subtotal: sum.subtotal + line.lineTotal, serviceFee: sum.serviceFee + line.lineServiceFee }),
      { subtotal: 0, serviceFee: 0 },
    );
}

/** The body of POST /api/invoices/{id}/credit-notes: the items with a quantity above 0, in the invoice's order. */
export function returnLines(
  items: readonly ReturnableItem[],
  quantities: Readonly<Record<string, number | null | undefined>>,
): Schemas['ReturnLineDto'][] {
  return items
    .map((item) => ({ itemId: item.itemId, quantity: clampReturnQuantity(item, quantities[item.itemId]) }))
    .filter((line) => line.quantity > 0);
}

/**
 * Whether the shopper may record a return on this invoice: hers (with the fee fields), DUE or
 * PAID (a VOID one billed nothing), with some captured unit not yet credited.
 */
export function canRecordReturn(entry: AnyEntry): entry is Schemas['InvoiceWithLinesDto'] {
  if (!isShopperEntry(entry) || entry.invoice.status === 'VOID') return false;
  return hasReturnableUnits(returnableItems(entry.lines, entry.creditNotes));
}

type AnyEntry = Schemas['InvoiceWithLinesDto'] | Schemas['ClientInvoiceWithLinesDto'];

/** The shopper's copy of an invoice: the only one with the fee fields (and the unit prices a return needs). */
export function isShopperEntry(entry: AnyEntry): entry is Schemas['InvoiceWithLinesDto'] {
  return 'serviceFee' in entry.invoice;
}
