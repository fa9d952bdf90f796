import { Injectable } from '@nestjs/common';
import { feeInclusiveLineTotal } from '../invoice-totals';
import type { InvoiceCopy, InvoiceDocument } from '../pdf/invoice-document';
import { InvoiceDocumentSource } from '../pdf/invoice-document-source';
import { CreditNoteReader } from './credit-note-reader.service';

/**
 * What a credit note prints: its invoice's parties, task and letterhead (InvoiceDocumentSource),
 * with the credit note's own number, date, reason, lines and totals. The client's copy carries
 * the fee inside her amounts and names no fee, as on her invoice.
 */
@Injectable()
export class CreditNoteDocumentSource {
  constructor(
    private readonly notes: CreditNoteReader,
    private readonly invoices: InvoiceDocumentSource,
  ) {}

  /** null when the credit note does not exist. */
  async load(creditNoteId: string, copy: InvoiceCopy): Promise<InvoiceDocument | null> {
    const [note] = await this.notes.byIds([creditNoteId]);
    if (!note) return null;
    const invoice = await this.invoices.load(note.invoiceId, copy);
    if (!invoice) return null;
    const shopperCopy = copy === 'shopper';
    const percents = new Set(note.lines.map((line) => line.feePct));
    return {
      ...invoice,
      number: note.creditNoteNumber,
      creditNote: { invoiceNumber: invoice.number, reason: note.reason },
      createdAt: note.createdAt,
      finalizedAt: null,
      paidAt: null,
      voidedAt: null,
      lines: note.lines.map((line) => ({
        name: line.item.name,
        quantity: line.quantity,
        unitPrice: shopperCopy ? line.unitPrice : null,
        lineTotal: shopperCopy ? line.lineTotal : feeInclusiveLineTotal(line),
        status: 'CAPTURED',
      })),
      subtotal: shopperCopy
        ? note.subtotal
        : feeInclusiveLineTotal({ lineTotal: note.subtotal, lineServiceFee: note.serviceFee }),
      serviceFee: shopperCopy
        ? { amount: note.serviceFee, percent: percents.size === 1 ? [...percents][0]! : null }
        : undefined,
      taxes: note.taxes,
      total: note.total,
    };
  }
}
