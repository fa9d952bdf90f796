import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { InvoiceCopy } from './invoice-document';

/** Bump when the printing itself changes (page size, renderer options), to set old files aside. */
const RENDER_VERSION = 'letter-v1';

/**
 * The stored PDFs: DATA_DIR/pdfs/<invoiceId>/<copy>-<fingerprint>.pdf, where the fingerprint
 * hashes the invoice's printable HTML, so any change to what is printed (status, lines,
 * totals, names, addresses) names a new file, and a file is served for as long as its
 * invoice prints the same. DATA_DIR is shared by the api and the workers.
 */
@Injectable()
export class InvoicePdfFiles {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'pdfs');
  }

  pathFor(invoiceId: string, copy: InvoiceCopy, html: string): string {
    // Ids become directory names: only ever a UUID.
    if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) throw new Error(`Not an invoice id: ${invoiceId}`);
    const fingerprint = createHash('sha256').update(RENDER_VERSION).update(html).digest('hex').slice(0, 32);
    return join(this.root, invoiceId, `${copy}-${fingerprint}.pdf`);
  }

  async exists(path: string): Promise<boolean> {
    return access(path).then(
      () => true,
      () => false,
    );
  }

  /** The stored file, or null when it is not (or no longer) there. */
  async read(path: string): Promise<Buffer | null> {
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Stores a rendered PDF: written to a temporary name and renamed into place, so a reader
   * sees the whole file or none, and a job run twice just replaces it with the same bytes. The
   * same copy's files for older versions of the invoice are removed.
   */
  async write(path: string, pdf: Uint8Array): Promise<void> {
    const directory = dirname(path);
    await mkdir(directory, { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, pdf);
    await rename(temporary, path);
    const name = basename(path);
    const copyPrefix = name.slice(0, name.indexOf('-') + 1);
    for (const entry of await readdir(directory)) {
      if (entry !== name && entry.startsWith(copyPrefix) && entry.endsWith('.pdf')) {
        await rm(join(directory, entry), { force: true });
      }
    }
  }
}
