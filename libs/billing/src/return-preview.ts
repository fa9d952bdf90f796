import { toCents } from './cents';
import { allocateCredit, creditableUnits, type CreditableLine, withCredits } from './credit-allocation';
import { type InvoiceTotals, sumLines } from './invoice-totals';

/** An invoice line as the api sends it (the shopper's InvoiceLineDto has these fields). */
export interface BilledLine {
  itemId: string;
  status: string;
  capturedQuantity: number;
  unitPrice: string;
  feePctAtCapture: string;
  lineTotal: string;
  lineServiceFee: string;
}

/** Units of an item one credit note gave back. */
export interface ReturnedUnits {
  itemId: string;
  quantity: number;
}

/** An item of an invoice: its CAPTURED lines in capture order, with what returns credited of each. */
export interface ItemCreditState {
  itemId: string;
  lines: readonly CreditableLine[];
}

/**
 * Where every earlier return put its units, from what the api sends: the invoice's lines and
 * its credit notes' lines, oldest note first. A credit note does not say which invoice line
 * each unit came from, and need not: every return fills an item's lines oldest first
 * (allocateCredit), so replaying the notes in order puts every unit where the server put it.
 * Items come in the order of their first capture; VOIDED lines billed nothing and count for
 * nothing.
 */
export function replayReturns(
  lines: readonly BilledLine[],
  returns: readonly (readonly ReturnedUnits[])[],
): ItemCreditState[] {
  const byItem = new Map<string, CreditableLine[]>();
  for (const line of lines) {
    if (line.status !== 'CAPTURED') continue;
    const itemLines = byItem.get(line.itemId) ?? [];
    itemLines.push({
      capturedQuantity: line.capturedQuantity,
      unitPrice: line.unitPrice,
      feePct: line.feePctAtCapture,
      lineTotal: toCents(line.lineTotal),
      lineServiceFee: toCents(line.lineServiceFee),
      credited: { quantity: 0, lineTotal: 0, lineServiceFee: 0 },
    });
    byItem.set(line.itemId, itemLines);
  }
  for (const note of returns) {
    const returned = new Map<string, number>();
    for (const line of note) returned.set(line.itemId, (returned.get(line.itemId) ?? 0) + line.quantity);
    for (const [itemId, quantity] of returned) {
      const itemLines = byItem.get(itemId);
      if (!itemLines) continue;
      const portions = allocateCredit(itemLines, Math.min(quantity, creditableUnits(itemLines)));
      byItem.set(itemId, withCredits(itemLines, portions));
    }
  }
  return [...byItem].map(([itemId, itemLines]) => ({ itemId, lines: itemLines }));
}

/** One line of a credit note to be: what it gives back of one invoice line. */
export interface ReturnLineCredit {
  itemId: string;
  quantity: number;
  unitPrice: string;
  feePct: string;
  lineTotal: number;
  lineServiceFee: number;
}

export interface ReturnPreview extends InvoiceTotals {
  lines: ReturnLineCredit[];
}

/**
 * What a credit note would hold for these quantities per item id (missing or 0 skips the item,
 * more than is left takes what is left): its lines, in the items' order, and its totals, which
 * are the sums of its lines as the server stores them.
 */
export function previewReturn(
  items: readonly ItemCreditState[],
  quantities: Readonly<Record<string, number>>,
): ReturnPreview {
  const lines = items.flatMap((item) => {
    const wanted = Math.min(creditableUnits(item.lines), Math.max(0, quantities[item.itemId] ?? 0));
    return allocateCredit(item.lines, wanted).map(({ line, credit }) => ({
      itemId: item.itemId,
      quantity: credit.quantity,
      unitPrice: line.unitPrice,
      feePct: line.feePct,
      lineTotal: credit.lineTotal,
      lineServiceFee: credit.lineServiceFee,
    }));
  });
  return { lines, ...sumLines(lines.map((line) => ({ ...line, lineTaxes: 0 }))) };
}
