import { Injectable } from '@nestjs/common';
import { feeInclusiveLineTotal, feeInclusiveUnitPrice } from '@atelier/billing';
import type { InvoiceDocument } from '../pdf/invoice-document';
import { InvoiceDocumentSource } from '../pdf/invoice-document-source';
import { CreditNoteReader } from './credit-note-reader.service';

/**
 * What a credit note prints: its invoice's parties, task and letterhead (InvoiceDocumentSource),
 * with the credit note's own number, date, reason, lines and totals: like its invoice, one
 * document for both parties, the fee inside every amount.
 */
@Injectable()
export class CreditNoteDocumentSource {
  constructor(
    private readonly notes: CreditNoteReader,
    private readonly invoices: InvoiceDocumentSource,
  ) {}

  /** null when the credit note does not exist. */
  async load(creditNoteId: string): Promise<InvoiceDocument | null> {
    const [note] = await this.notes.byIds([creditNoteId]);
    if (!note) return null;
    const invoice = await this.invoices.load(note.invoiceId);
    if (!invoice) return null;
    return {
      ...invoice,
      number: note.creditNoteNumber,
      creditNote: { invoiceNumber: invoice.number, reason: note.reason },
      createdAt: note.createdAt,
      finalizedAt: null,
      paidAt: null,
      voidedAt: null,
      dueDate: null,
      lines: note.lines.map((line) => ({
        name: line.item.name,
        quantity: line.quantity,
        unitPrice: feeInclusiveUnitPrice(line.quantity, line),
        lineTotal: feeInclusiveLineTotal(line),
        status: 'CAPTURED',
      })),
      subtotal: feeInclusiveLineTotal({ lineTotal: note.subtotal, lineServiceFee: note.serviceFee }),
      taxes: note.taxes,
      total: note.total,
    };
  }
}
