import { Injectable } from '@nestjs/common';
import { BrowserService } from '../../../../infra/browser/browser.service';
import { JobProcessor, type QueueProcessor } from '../../../../infra/queue/job-processor.decorator';
import type { PayloadOf } from '../../../../infra/queue/queue-definitions';
import { InvoicePdfFiles } from '../invoice-pdf-files';
import { PrintedDocuments } from '../printed-documents';

/**
 * Prints an invoice or credit note as it is now and stores it. Idempotent: a file
 * already stored for the same printed content is left alone, so a repeated job costs one read
 * of the document. Two prints of one content differ in their bytes (Chromium stamps the time),
 * so jobs for the same file at once (a download and an email's attachment) share one print,
 * and a print that finds the file stored meanwhile keeps it: whoever read it reads it again.
 * Runs in the worker, or in the api in single-machine mode; those processes
 * launch Chromium at boot through warmUp (an api that only enqueues never starts one).
 */
@Injectable()
@JobProcessor('pdf')
export class InvoicePdfJob implements QueueProcessor<'pdf'> {
  /** Prints under way in this process, by file. */
  private readonly printing = new Map<string, Promise<void>>();

  constructor(
    private readonly documents: PrintedDocuments,
    private readonly files: InvoicePdfFiles,
    private readonly browser: BrowserService,
  ) {}

  /** At boot, in processes that run this queue: Chromium is started before anyone asks for a PDF. */
  warmUp(): Promise<void> {
    return this.browser.warmUp();
  }

  async process(target: PayloadOf<'pdf'>): Promise<void> {
    const document = await this.documents.render(target);
    if (!document) return;
    const key = this.files.keyFor(document.fileId, document.html);
    let printing = this.printing.get(key);
    if (!printing) {
      printing = this.print(key, document.html).finally(() => this.printing.delete(key));
      this.printing.set(key, printing);
    }
    await printing;
  }

  private async print(key: string, html: string): Promise<void> {
    if (await this.files.exists(key)) return;
    const pdf = await this.browser.renderPdf(html);
    // Another process may have stored this file while Chromium printed.
    if (await this.files.exists(key)) return;
    await this.files.write(key, pdf);
  }
}
