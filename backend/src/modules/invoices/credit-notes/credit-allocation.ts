import { BadRequestException, ConflictException } from '@nestjs/common';
import { allocateCredit as allocateLines, type Cents, creditableUnits, toCents } from '@atelier/billing';

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
 * The credit lines of a return: per item, @atelier/billing's allocation over the invoice's
 * CAPTURED lines in capture order (oldest first, the last units of a line taking exactly what
 * is left of it). What is refused is said here, in the api's words: 400 for an item not on
 * those lines, 409 for more than is left to credit.
 */
export function allocateCredit(
  wanted: readonly { itemId: string; quantity: number }[],
  lines: readonly CreditableLine[],
): CreditAmounts[] {
  return wanted.flatMap(({ itemId, quantity }) => {
    const itemLines = lines
      .filter((line) => line.itemId === itemId)
      .map((line) => ({
        ...line,
        feePct: line.feePctAtCapture,
        lineTotal: toCents(line.lineTotal),
        lineServiceFee: toCents(line.lineServiceFee),
      }));
    if (itemLines.length === 0) throw new BadRequestException(NOT_ON_INVOICE);
    const creditable = creditableUnits(itemLines);
    if (quantity > creditable) throw new ConflictException(notEnoughToCredit(itemLines[0].itemName, creditable));
    return allocateLines(itemLines, quantity).map(({ line, credit }) => ({
      invoiceLineId: line.id,
      itemId,
      quantity: credit.quantity,
      unitPrice: line.unitPrice,
      feePct: line.feePct,
      lineTotal: credit.lineTotal,
      lineServiceFee: credit.lineServiceFee,
      lineTaxes: 0,
    }));
  });
}
