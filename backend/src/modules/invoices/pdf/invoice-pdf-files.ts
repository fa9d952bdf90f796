import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../infra/storage/object-store';

/** Where invoice PDFs live in the object store (`DATA_DIR/pdfs` on local disk). */
export const PDFS_PREFIX = 'pdfs/';

/** Bump when the printing itself changes (page size, renderer options), to set old files aside. */
const RENDER_VERSION = 'letter-v1';

/**
 * The stored PDFs: `pdfs/<documentId>/document-<fingerprint>.pdf` in the object store (the id of
 * the invoice or the credit note), where the fingerprint hashes the document's printable HTML,
 * so any change to what is printed (status, lines, totals, names, addresses) names a new file,
 * and a file is served for as long as its document prints the same. The store is the one every api and worker uses (a bucket, or the
 * DATA_DIR of a single machine).
 */
@Injectable()
export class InvoicePdfFiles {
  constructor(private readonly store: ObjectStore) {}

  keyFor(documentId: string, html: string): string {
    // Ids become part of the key: only ever a UUID.
    if (!/^[0-9a-f-]{36}$/i.test(documentId)) throw new Error(`Not a document id: ${documentId}`);
    const fingerprint = createHash('sha256').update(RENDER_VERSION).update(html).digest('hex').slice(0, 32);
    return `${PDFS_PREFIX}${documentId}/document-${fingerprint}.pdf`;
  }

  exists(key: string): Promise<boolean> {
    return this.store.exists(key);
  }

  /** The stored file, or null when it is not (or no longer) there. */
  read(key: string): Promise<Buffer | null> {
    return this.store.get(key);
  }

  /**
   * Stores a rendered PDF, whole or not at all, so a reader sees the whole file or none, and a
   * job run twice just replaces it with the same bytes. The files of the document's older
   * versions are removed.
   */
  async write(key: string, pdf: Uint8Array): Promise<void> {
    await this.store.put(key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    // The fingerprint is hex: the last "-" ends the document's prefix.
    const documentPrefix = key.slice(0, key.lastIndexOf('-') + 1);
    for await (const { key: older } of this.store.list(documentPrefix)) {
      if (older !== key && older.endsWith('.pdf')) await this.store.delete(older);
    }
  }
}
