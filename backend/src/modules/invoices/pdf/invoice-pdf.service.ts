import { Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { JobQueue } from '../../../infra/queue/job-queue';
import { INVOICE_NOT_FOUND, InvoiceLookup } from '../invoice-lookup.service';
import { type InvoiceCopy, type InvoiceDocument, renderInvoiceHtml } from './invoice-document';
import { InvoiceDocumentSource } from './invoice-document-source';
import { InvoicePdfFiles } from './invoice-pdf-files';

export const PDF_FAILED = 'Failed to generate PDF. Please try again.';

/** How long a download waits for its PDF; a cold start launches Chromium first (about a second). */
export const PDF_WAIT_TIMEOUT_MS = 30_000;
/** A second round covers the invoice changing while its PDF was being printed. */
const ROUNDS = 2;

export interface InvoicePdf {
  fileName: string;
  content: Buffer;
}

/**
 * The api side of invoice documents. The HTML is rendered here on each request (it is cheap
 * and needs no browser). A PDF is served from the stored file for the invoice's current
 * content; when there is none, the `pdf` job prints it (in the worker, or in this process in
 * single-machine mode) while the request waits. Whatever goes wrong there (no Chromium, a
 * crash, a timeout) is answered 503 with the spec's message, and the api carries on.
 */
@Injectable()
export class InvoicePdfService {
  private readonly logger = new Logger(InvoicePdfService.name);
  /** Prints under way, by file: simultaneous downloads of the same content share one job. */
  private readonly printing = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly lookup: InvoiceLookup,
    private readonly source: InvoiceDocumentSource,
    private readonly files: InvoicePdfFiles,
    private readonly jobs: JobQueue,
  ) {}

  async html(user: AuthUser, id: string): Promise<string> {
    const { invoiceId, copy } = await this.copyFor(user, id);
    return renderInvoiceHtml(await this.document(invoiceId, copy));
  }

  async pdf(user: AuthUser, id: string): Promise<InvoicePdf> {
    const { invoiceId, copy } = await this.copyFor(user, id);
    for (let round = 1; round <= ROUNDS; round++) {
      const document = await this.document(invoiceId, copy);
      const key = this.files.keyFor(invoiceId, copy, renderInvoiceHtml(document));
      const content = (await this.files.read(key)) ?? (await this.print(key, invoiceId, copy));
      if (content) return { fileName: `${document.invoiceNumber}.pdf`, content };
    }
    this.logger.warn(`Invoice ${invoiceId} kept changing while its PDF was printed`);
    throw new ServiceUnavailableException(PDF_FAILED);
  }

  /**
   * The shopper of the task gets the shopper's copy (with the fee); the client the client's.
   * The invoice's id as stored names its files, whatever the case of the one in the URL.
   */
  private async copyFor(user: AuthUser, id: string): Promise<{ invoiceId: string; copy: InvoiceCopy }> {
    const { invoice, task } = await this.lookup.forParticipant(user, id);
    return { invoiceId: invoice.id, copy: task.shopperId === user.id ? 'shopper' : 'client' };
  }

  private async document(invoiceId: string, copy: InvoiceCopy): Promise<InvoiceDocument> {
    const document = await this.source.load(invoiceId, copy);
    if (!document) throw new NotFoundException(INVOICE_NOT_FOUND);
    return document;
  }

  /**
   * Has the job print the invoice and reads the file expected at `key`: null when the job
   * printed a newer version (the invoice changed in between).
   */
  private print(key: string, invoiceId: string, copy: InvoiceCopy): Promise<Buffer | null> {
    let printing = this.printing.get(key);
    if (!printing) {
      printing = this.jobs
        .enqueueAndWait('pdf', { invoiceId, variant: copy }, { timeoutMs: PDF_WAIT_TIMEOUT_MS })
        .then(() => this.files.read(key))
        .catch((error: unknown) => {
          this.logger.warn(`PDF of invoice ${invoiceId} failed: ${error instanceof Error ? error.message : error}`);
          throw new ServiceUnavailableException(PDF_FAILED);
        })
        .finally(() => this.printing.delete(key));
      this.printing.set(key, printing);
    }
    return printing;
  }
}
