import { BadRequestException, ConflictException } from '@nestjs/common';
import { type Cents, toCents } from '../../../common/money/money';
import { lineAmounts } from '../invoice-totals';

export const NOT_ON_INVOICE = 'Some selected items are not on this invoice.';

export function notEnoughToCredit(itemName: string, creditable: number): string {
  return creditable === 0
    ? `Nothing left to credit for "${itemName}".`
    : `Only ${creditable} left to credit for "${itemName}".`;
}

/** An invoice line as a return sees it: what it billed and what earlier credit notes gave back. */
export interface CreditableLine {
  id: string;
  itemId: string;
  itemName: string;
  capturedQuantity: number;
  unitPrice: string;
  feePctAtCapture: string;
  lineTotal: string;
  lineServiceFee: string;
  credited: { quantity: number; lineTotal: Cents; lineServiceFee: Cents };
}

export interface CreditAmounts {
  invoiceLineId: string;
  itemId: string;
  quantity: number;
  unitPrice: string;
  feePct: string;
  lineTotal: Cents;
  lineServiceFee: Cents;
  lineTaxes: Cents;
}

/**
 * Turns the units asked back per item into credit lines against the invoice's lines, oldest
 * line first, each at its capture's unit price and fee percent. The fee of a credit is counted
 * like a capture's (lineAmounts: per unit), except that the credit which gives back a line's last units takes exactly
 * what is left of its amounts: however a line is returned, in one go or unit by unit, its
 * credits add up to what it billed, to the cent. `lines` are the invoice's CAPTURED lines in
 * capture order; 400 for an item not on them, 409 for more than is left to credit.
 */
export function allocateCredit(
  wanted: readonly { itemId: string; quantity: number }[],
  lines: readonly CreditableLine[],
): CreditAmounts[] {
  const credits: CreditAmounts[] = [];
  for (const { itemId, quantity } of wanted) {
    const itemLines = lines.filter((line) => line.itemId === itemId);
    if (itemLines.length === 0) throw new BadRequestException(NOT_ON_INVOICE);
    const creditable = itemLines.reduce((sum, line) => sum + line.capturedQuantity - line.credited.quantity, 0);
    if (quantity > creditable) throw new ConflictException(notEnoughToCredit(itemLines[0].itemName, creditable));
    let left = quantity;
    for (const line of itemLines) {
      const open = line.capturedQuantity - line.credited.quantity;
      const take = Math.min(open, left);
      if (take === 0) continue;
      credits.push(creditOf(line, take, take === open));
      left -= take;
      if (left === 0) break;
    }
  }
  return credits;
}

function creditOf(line: CreditableLine, quantity: number, closesLine: boolean): CreditAmounts {
  const units = lineAmounts(quantity, line.unitPrice, line.feePctAtCapture);
  const lineTotal = closesLine ? toCents(line.lineTotal) - line.credited.lineTotal : units.lineTotal;
  const lineServiceFee = closesLine
    ? toCents(line.lineServiceFee) - line.credited.lineServiceFee
    : units.lineServiceFee;
  return {
    invoiceLineId: line.id,
    itemId: line.itemId,
    quantity,
    unitPrice: line.unitPrice,
    feePct: line.feePctAtCapture,
    lineTotal,
    lineServiceFee,
    lineTaxes: 0,
  };
}
