import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user';
import { JobQueue } from '../../../infra/queue/job-queue';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import { INVOICE_NOT_FOUND, InvoiceLookup } from '../invoice-lookup.service';
import { INVOICE_DRAFT } from '../invoice-state';
import { InvoicePdfFiles } from './invoice-pdf-files';
import { type PdfTarget, PrintedDocuments, type RenderedDocument } from './printed-documents';

export const PDF_FAILED = 'Failed to generate PDF. Please try again.';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** How long a download waits for its PDF; a cold start launches Chromium first (about a second). */
export const PDF_WAIT_TIMEOUT_MS = 30_000;
/** A second round covers the document changing while its PDF was being printed. */
const ROUNDS = 2;

export interface PrintedPdf {
  fileName: string;
  content: Buffer;
}

/**
 * The api side of invoice and credit-note documents. The HTML is rendered here on each request
 * (it is cheap and needs no browser). A PDF is served from the stored file for the document's
 * current content; when there is none, the `pdf` job prints it (in the worker, or in this
 * process in single-machine mode) while the request waits. Whatever goes wrong there (no
 * Chromium, a crash, a timeout) is answered 503 with the spec's message, and the api carries on.
 * Both parties get the same document (InvoiceDocument); a draft has none until it is finalized
 * (409 for its shopper; for the client it does not exist).
 */
@Injectable()
export class InvoicePdfService {
  private readonly logger = new Logger(InvoicePdfService.name);
  /** Prints under way, by file: simultaneous downloads of the same content share one job. */
  private readonly printing = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly lookup: InvoiceLookup,
    @InjectRepository(CreditNote) private readonly creditNotes: Repository<CreditNote>,
    private readonly documents: PrintedDocuments,
    private readonly files: InvoicePdfFiles,
    private readonly jobs: JobQueue,
  ) {}

  async html(user: AuthUser, invoiceId: string): Promise<string> {
    return (await this.rendered(await this.invoiceTarget(user, invoiceId))).html;
  }

  async pdf(user: AuthUser, invoiceId: string): Promise<PrintedPdf> {
    return this.pdfOf(await this.invoiceTarget(user, invoiceId));
  }

  async creditNoteHtml(user: AuthUser, creditNoteId: string): Promise<string> {
    return (await this.rendered(await this.creditNoteTarget(user, creditNoteId))).html;
  }

  async creditNotePdf(user: AuthUser, creditNoteId: string): Promise<PrintedPdf> {
    return this.pdfOf(await this.creditNoteTarget(user, creditNoteId));
  }

  /** A document's PDF for a caller that has already decided who may read it (an email to its client). */
  printed(target: PdfTarget): Promise<PrintedPdf> {
    return this.pdfOf(target);
  }

  /** The invoice's id as stored names its files, whatever the case of the one in the URL. */
  private async invoiceTarget(user: AuthUser, id: string): Promise<PdfTarget> {
    const { invoice } = await this.lookup.forParticipant(user, id);
    if (invoice.status === 'DRAFT') throw new ConflictException(INVOICE_DRAFT);
    return { invoiceId: invoice.id };
  }

  /** A credit note is seen by whoever may see its invoice; "not found" otherwise, worded for it. */
  private async creditNoteTarget(user: AuthUser, id: string): Promise<PdfTarget> {
    const note = await this.creditNotes.findOne({ where: { id }, select: { id: true, invoiceId: true } });
    if (!note) throw new NotFoundException(CREDIT_NOTE_NOT_FOUND);
    try {
      return { ...(await this.invoiceTarget(user, note.invoiceId)), creditNoteId: note.id };
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(CREDIT_NOTE_NOT_FOUND);
      throw error;
    }
  }

  private async rendered(target: PdfTarget): Promise<RenderedDocument> {
    const document = await this.documents.render(target);
    if (!document) throw new NotFoundException(target.creditNoteId ? CREDIT_NOTE_NOT_FOUND : INVOICE_NOT_FOUND);
    return document;
  }

  private async pdfOf(target: PdfTarget): Promise<PrintedPdf> {
    for (let round = 1; round <= ROUNDS; round++) {
      const document = await this.rendered(target);
      const key = this.files.keyFor(document.fileId, document.html);
      const content = (await this.files.read(key)) ?? (await this.print(key, target));
      if (content) return { fileName: document.fileName, content };
    }
    this.logger.warn(`${target.creditNoteId ?? target.invoiceId} kept changing while its PDF was printed`);
    throw new ServiceUnavailableException(PDF_FAILED);
  }

  /**
   * Has the job print the document and reads the file expected at `key`: null when the job
   * printed a newer version (the document changed in between).
   */
  private print(key: string, target: PdfTarget): Promise<Buffer | null> {
    let printing = this.printing.get(key);
    if (!printing) {
      const name = target.creditNoteId ?? target.invoiceId;
      printing = this.jobs
        .enqueueAndWait('pdf', target, { timeoutMs: PDF_WAIT_TIMEOUT_MS })
        .then(() => this.files.read(key))
        .catch((error: unknown) => {
          this.logger.warn(`PDF of ${name} failed: ${error instanceof Error ? error.message : error}`);
          throw new ServiceUnavailableException(PDF_FAILED);
        })
        .finally(() => this.printing.delete(key));
      this.printing.set(key, printing);
    }
    return printing;
  }
}
