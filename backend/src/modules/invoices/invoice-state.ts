import { ConflictException } from '@nestjs/common';
import type { InvoiceStatus } from './entities/invoice.entity';
import type { InvoiceLineStatus } from './entities/invoice-line.entity';

/*
 * The invoice and invoice-line state machines (spec section 4). An invoice is DUE until the
 * shopper marks it PAID or voids it (VOID); both are final. While DUE it takes captures.
 * Voiding turns its lines from CAPTURED to VOIDED, which gives the items their quantity back.
 */

export const INVOICE_PAID = 'This invoice has been paid and can no longer change.';
export const INVOICE_VOID = 'This invoice has been voided and can no longer change.';
export const INVOICE_EMPTY = 'Add at least one item to the invoice before marking it paid.';

/** 409 unless the invoice is DUE: PAID and VOID take no captures and no further transitions. */
export function assertInvoiceDue(status: InvoiceStatus): void {
  if (status === 'PAID') throw new ConflictException(INVOICE_PAID);
  if (status === 'VOID') throw new ConflictException(INVOICE_VOID);
}

/** DUE -> PAID. Paying nothing would close the task's billing with nothing billed. */
export function payInvoice(status: InvoiceStatus, lineCount: number): InvoiceStatus {
  assertInvoiceDue(status);
  if (lineCount === 0) throw new ConflictException(INVOICE_EMPTY);
  return 'PAID';
}

/** DUE -> VOID. Cannot be undone; a new invoice may then be created for the task. */
export function voidInvoice(status: InvoiceStatus): InvoiceStatus {
  assertInvoiceDue(status);
  return 'VOID';
}

/** CAPTURED -> VOIDED, when its invoice is voided. */
export function voidLine(status: InvoiceLineStatus): InvoiceLineStatus {
  if (status !== 'CAPTURED') throw new ConflictException(`An invoice line in status ${status} cannot be voided.`);
  return 'VOIDED';
}
