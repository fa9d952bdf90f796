import { ConflictException } from '@nestjs/common';
import type { InvoiceStatus } from './entities/invoice.entity';
import type { InvoiceLineStatus } from './entities/invoice-line.entity';

/*
 * The invoice and invoice-line state machines (docs/product-rules.md, "Invoice states"). An invoice
 * starts as a DRAFT: numberless, empty and seen by its shopper alone. Its first capture finalizes
 * it: it is numbered and becomes DUE, and the client sees it from then on. A DUE invoice takes more
 * captures until the shopper marks it PAID or voids it (VOID); both are final. Voiding turns
 * its lines from CAPTURED to VOIDED, which gives the items their quantity back.
 */

export const INVOICE_DRAFT = 'This invoice is still a draft: finalize it first.';
export const INVOICE_PAID = 'This invoice has been paid and can no longer change.';
export const INVOICE_VOID = 'This invoice has been voided and can no longer change.';
export const INVOICE_EMPTY = 'Add at least one item to the invoice before marking it paid.';

/** 409 unless the invoice takes captures: a DRAFT (whose first capture finalizes it) or a DUE one. */
export function assertInvoiceOpen(status: InvoiceStatus): void {
  if (status === 'PAID') throw new ConflictException(INVOICE_PAID);
  if (status === 'VOID') throw new ConflictException(INVOICE_VOID);
}

/** 409 unless the invoice is DUE: paying and voiding need a finalized invoice that is not closed. */
export function assertInvoiceDue(status: InvoiceStatus): void {
  if (status === 'DRAFT') throw new ConflictException(INVOICE_DRAFT);
  assertInvoiceOpen(status);
}

/** A capture's effect on the status: DRAFT -> DUE (finalized); a DUE invoice stays DUE. */
export function captureInto(status: InvoiceStatus): InvoiceStatus {
  assertInvoiceOpen(status);
  return 'DUE';
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
