import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyObjects } from '../src/infra/storage/bucket-copy';
import { LocalDiskObjectStore } from '../src/infra/storage/local-disk.object-store';
import { S3ObjectStore } from '../src/infra/storage/s3.object-store';
import { UPLOADS_PREFIX } from '../src/infra/storage/storage';
import { ORIGINALS_PREFIX } from '../src/modules/images/original-archive';
import { PDFS_PREFIX } from '../src/modules/invoices/pdf/invoice-pdf-files';
import { startTestBucket, type TestBucket } from './support/test-bucket';

const PRODUCT_FILES = [UPLOADS_PREFIX, ORIGINALS_PREFIX, PDFS_PREFIX];
const INVOICE_ID = '0b6c7a3e-5d1f-4c2a-9e8b-7f6a5d4c3b2a';

/** What `npm run storage:copy-to-bucket` does: a single machine's DATA_DIR into a bucket. */
describe('copying DATA_DIR into a bucket', () => {
  let bucket: TestBucket;
  let target: S3ObjectStore;
  let dataDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    target = new S3ObjectStore(bucket.config);
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-copy-'));
  });
  afterAll(async () => {
    target.close();
    await bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const place = (path: string, content: string) => {
    mkdirSync(join(dataDir, path, '..'), { recursive: true });
    writeFileSync(join(dataDir, path), content);
  };
  const copy = async () => {
    const lines: string[] = [];
    const totals = await copyObjects(new LocalDiskObjectStore(dataDir), target, PRODUCT_FILES, (line) =>
      lines.push(line),
    );
    return { totals, lines };
  };
  const bucketKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of target.list('')) keys.push(key);
    return keys.sort();
  };

  it('copies uploads, originals and PDFs under the same keys, and nothing else of DATA_DIR', async () => {
    place('uploads/ab/ab01.png', 'photo');
    place('uploads/ab/ab01.web.webp', 'web size');
    place('uploads/cd/cd02.pdf', 'receipt');
    place('originals/ab/ab01.png', 'photo with GPS');
    place(`pdfs/${INVOICE_ID}/client-1f2e.pdf`, '%PDF- client');
    // Not product files, or not whole ones.
    place('atelier.db', 'sqlite');
    place('jwt-secret', 'secret');
    place('outbox/1-mail.eml', 'mail');
    place('uploads/ab/.ab01.png.3f2a.tmp', 'half-written');

    const { totals, lines } = await copy();
    expect(await bucketKeys()).toEqual([
      'originals/ab/ab01.png',
      `pdfs/${INVOICE_ID}/client-1f2e.pdf`,
      'uploads/ab/ab01.png',
      'uploads/ab/ab01.web.webp',
      'uploads/cd/cd02.pdf',
    ]);
    expect((await target.get('originals/ab/ab01.png'))?.toString()).toBe('photo with GPS');
    expect(totals).toEqual({ copied: 5, skipped: 0, bytes: 5 + 8 + 7 + 14 + 12 });
    expect(lines).toEqual(
      expect.arrayContaining([
        'copied uploads/ab/ab01.png (5 bytes)',
        'uploads/: 3 copied, 0 already there',
        'originals/: 1 copied, 0 already there',
        'pdfs/: 1 copied, 0 already there',
      ]),
    );
  });

  it('copies again only what is missing from the bucket or differs in size', async () => {
    expect((await copy()).totals).toEqual({ copied: 0, skipped: 5, bytes: 0 });

    place(`pdfs/${INVOICE_ID}/shopper-9a8b.pdf`, '%PDF- shopper');
    place('uploads/cd/cd02.pdf', 'receipt, rescanned');
    await target.delete('uploads/ab/ab01.web.webp');
    const { totals, lines } = await copy();
    expect(totals).toEqual({ copied: 3, skipped: 3, bytes: 13 + 18 + 8 });
    expect(lines.filter((line) => line.startsWith('copied ')).sort()).toEqual([
      `copied pdfs/${INVOICE_ID}/shopper-9a8b.pdf (13 bytes)`,
      'copied uploads/ab/ab01.web.webp (8 bytes)',
      'copied uploads/cd/cd02.pdf (18 bytes)',
    ]);
    expect((await target.get('uploads/cd/cd02.pdf'))?.toString()).toBe('receipt, rescanned');
  });
});
