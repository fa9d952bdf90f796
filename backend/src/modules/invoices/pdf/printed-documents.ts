import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '../../../infra/queue/queue-definitions';
import { CreditNoteDocumentSource } from '../credit-notes/credit-note-document-source';
import { renderInvoiceHtml } from './invoice-document';
import { InvoiceDocumentSource } from './invoice-document-source';

/** What to print: an invoice, or one of its credit notes (one document for both parties). */
export type PdfTarget = PayloadOf<'pdf'>;

export interface RenderedDocument {
  /** Names the document's stored files: the invoice's or the credit note's id. */
  fileId: string;
  fileName: string;
  html: string;
}

/**
 * Renders what a PDF target prints, for the api (the HTML, and the fingerprint that names the
 * stored file) and the pdf job alike, so both always print the same thing.
 */
@Injectable()
export class PrintedDocuments {
  constructor(
    private readonly invoices: InvoiceDocumentSource,
    private readonly creditNotes: CreditNoteDocumentSource,
  ) {}

  /** null when the document does not exist (any more). */
  async render({ invoiceId, creditNoteId }: PdfTarget): Promise<RenderedDocument | null> {
    const document = creditNoteId ? await this.creditNotes.load(creditNoteId) : await this.invoices.load(invoiceId);
    if (!document) return null;
    return { fileId: creditNoteId ?? invoiceId, fileName: `${document.number}.pdf`, html: renderInvoiceHtml(document) };
  }
}
