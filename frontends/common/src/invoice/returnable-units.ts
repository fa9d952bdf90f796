import type { Schemas } from '../api/typed';
import { type Cents, lineFeeCents, toCents } from './invoice-preview';

type InvoiceLine = Schemas['InvoiceLineDto'];
type CreditNote = Schemas['CreditNoteDto'];

/**
 * What a return may still give back on one invoice, and what a return would credit, computed
 * the way the server records it (backend invoices/credit-notes/credit-allocation.ts): per item,
 * the invoice's CAPTURED lines are credited oldest first, each at its capture's unit price and
 * fee percent; a credit's fee is rounded half away from zero on its own, except that the credit
 * which gives back a line's last units takes exactly what is left of the line's fee. So the
 * preview shows to the cent what the credit note will hold.
 *
 * The credit notes do not say which invoice line each of their lines credited, but they do not
 * need to: every return fills the lines oldest first, so replaying the notes in order (oldest
 * first, as the API lists them) by the units each gave back per item puts every unit where the
 * server put it. Only the shopper's shapes are used: the client records no returns.
 */

/** One CAPTURED invoice line and what the credit notes already gave back of it. */
interface OpenLine {
  capturedQuantity: number;
  unitPrice: string;
  feePct: string;
  lineServiceFee: Cents;
  creditedQuantity: number;
  creditedServiceFee: Cents;
}

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
  /** @internal the lines in capture order, for the preview. */
  lines: readonly OpenLine[];
}

export interface ReturnLineCredit {
  itemId: string;
  quantity: number;
  unitPrice: string;
  feePct: string;
  lineTotal: Cents;
  lineServiceFee: Cents;
}

export interface ReturnPreview {
  lines: ReturnLineCredit[];
  subtotal: Cents;
  serviceFee: Cents;
  /** Always 0, as on invoices. */
  taxes: Cents;
  total: Cents;
}

function openOf(line: OpenLine): number {
  return line.capturedQuantity - line.creditedQuantity;
}

/**
 * Gives back `quantity` units of one item's lines, oldest open line first, as the server does;
 * returns the credits without changing the lines.
 */
function allocate(itemId: string, lines: readonly OpenLine[], quantity: number): ReturnLineCredit[] {
  const credits: ReturnLineCredit[] = [];
  let left = quantity;
  for (const line of lines) {
    if (left <= 0) break;
    const open = openOf(line);
    const take = Math.min(open, left);
    if (take <= 0) continue;
    const lineTotal = take * toCents(line.unitPrice);
    const closes = take === open;
    const lineServiceFee = closes
      ? line.lineServiceFee - line.creditedServiceFee
      : lineFeeCents({ quantity: take, unitPrice: line.unitPrice }, line.feePct);
    credits.push({ itemId, quantity: take, unitPrice: line.unitPrice, feePct: line.feePct, lineTotal, lineServiceFee });
    left -= take;
  }
  return credits;
}

/** Records credits on the lines they came from (the lines' order is the allocation's). */
function apply(lines: OpenLine[], credits: readonly ReturnLineCredit[]): void {
  let index = 0;
  for (const credit of credits) {
    while (index < lines.length && openOf(lines[index]!) === 0) index++;
    const line = lines[index];
    if (!line) return;
    line.creditedQuantity += credit.quantity;
    line.creditedServiceFee += credit.lineServiceFee;
  }
}

/**
 * The invoice's items in the order of their first capture, with what each may still give back.
 * VOIDED lines billed nothing and count for nothing.
 */
export function returnableItems(
  lines: readonly InvoiceLine[],
  creditNotes: readonly Pick<CreditNote, 'lines'>[],
): ReturnableItem[] {
  const byItem = new Map<string, { name: string; lines: OpenLine[] }>();
  for (const line of lines) {
    if (line.status !== 'CAPTURED') continue;
    const entry = byItem.get(line.itemId) ?? { name: line.name, lines: [] };
    entry.lines.push({
      capturedQuantity: line.capturedQuantity,
      unitPrice: line.unitPrice,
      feePct: line.feePctAtCapture,
      lineServiceFee: toCents(line.lineServiceFee),
      creditedQuantity: 0,
      creditedServiceFee: 0,
    });
    byItem.set(line.itemId, entry);
  }
  for (const note of creditNotes) {
    const returned = new Map<string, number>();
    for (const line of note.lines) returned.set(line.itemId, (returned.get(line.itemId) ?? 0) + line.quantity);
    for (const [itemId, quantity] of returned) {
      const entry = byItem.get(itemId);
      if (entry) apply(entry.lines, allocate(itemId, entry.lines, quantity));
    }
  }
  return [...byItem].map(([itemId, { name, lines: itemLines }]) => {
    const captured = itemLines.reduce((sum, line) => sum + line.capturedQuantity, 0);
    const credited = itemLines.reduce((sum, line) => sum + line.creditedQuantity, 0);
    const next = itemLines.find((line) => openOf(line) > 0) ?? itemLines[itemLines.length - 1]!;
    return {
      itemId,
      name,
      captured,
      credited,
      returnable: captured - credited,
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
  const lines = items.flatMap((item) =>
    allocate(item.itemId, item.lines, clampReturnQuantity(item, quantities[item.itemId])),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const serviceFee = lines.reduce((sum, line) => sum + line.lineServiceFee, 0);
  const taxes = 0;
  return { lines, subtotal, serviceFee, taxes, total: subtotal + serviceFee + taxes };
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
