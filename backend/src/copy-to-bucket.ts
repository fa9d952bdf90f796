import 'reflect-metadata';
import { ConfigError, loadAppConfig } from './config/app-config';
import { copyObjects } from './infra/storage/bucket-copy';
import { assertObjectStoreUsable } from './infra/storage/create-object-store';
import { LocalDiskObjectStore } from './infra/storage/local-disk.object-store';
import { S3ObjectStore } from './infra/storage/s3.object-store';
import { UPLOADS_PREFIX } from './infra/storage/storage';
import { ORIGINALS_PREFIX } from './modules/images/original-archive';
import { PDFS_PREFIX } from './modules/invoices/pdf/invoice-pdf-files';

/**
 * `node dist/copy-to-bucket.js` (`npm run storage:copy-to-bucket -w backend`): copies the
 * files a single machine kept in DATA_DIR (uploads and their variants, kept originals,
 * invoice PDFs) into the S3_BUCKET bucket under the same keys, so a deployment can move to
 * the bucket without losing a file. Objects already there with the same size are skipped,
 * so it can run again (before the switch, and once more after the last local write).
 */
async function copyToBucket(): Promise<void> {
  const config = loadAppConfig();
  if (!config.s3) {
    throw new ConfigError('Invalid environment:\n  S3_BUCKET: required: the bucket to copy DATA_DIR into');
  }
  const bucket = new S3ObjectStore(config.s3);
  try {
    await assertObjectStoreUsable(bucket);
    process.stdout.write(`Copying ${config.dataDir} into the bucket ${config.s3.bucket}\n`);
    const totals = await copyObjects(
      new LocalDiskObjectStore(config.dataDir),
      bucket,
      [UPLOADS_PREFIX, ORIGINALS_PREFIX, PDFS_PREFIX],
      (line) => process.stdout.write(`${line}\n`),
    );
    process.stdout.write(
      `Done: ${totals.copied} copied (${totals.bytes} bytes), ${totals.skipped} already in the bucket\n`,
    );
  } finally {
    bucket.close();
  }
}

copyToBucket().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: its message says which variable.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
