import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobOutbox } from '../../infra/queue/outbox/job-outbox';
import { Storage } from '../../infra/storage/storage';
import { ConcurrencyGate } from './concurrency-gate';
import { MAX_IMAGE_PIXELS } from './image-formats';
import { ImagePipeline } from './image-pipeline';
import { OriginalArchive } from './original-archive';
import { uploadUrlOf } from '../../infra/storage/upload-keys';
import { hasVariants } from './variant-keys';

export const IMAGE_TOO_MANY_PIXELS = 'This image is too large to process (at most 50 megapixels).';
export const IMAGE_UNREADABLE = 'This image could not be read. Please try another file.';

/** Images this process cleans at the same time; the rest of the uploads wait their turn. */
const CLEANING_CONCURRENCY = 2;

/** An image checked and ready to publish (see ImageIntake.prepare). */
export interface PreparedImage {
  /** The upload's storage key: the hash of `original`, with its extension. */
  key: string;
  /** As uploaded. */
  original: Buffer;
  /** What the canonical URL will serve; null when the same upload is already published. */
  published: Buffer | null;
}

/**
 * Where every uploaded image enters (item photos, image receipts, task reference images,
 * avatars, imported product images). The bytes have already been judged an image by their
 * magic numbers; here they are published at their canonical URL, named by the hash of the
 * bytes as uploaded, and the `images` job is queued for the web and thumbnail variants.
 *
 * What is published is safe from the first request on: an image carrying metadata (a phone
 * photo's EXIF with its GPS position) or an EXIF orientation is cleaned first (turned
 * upright, metadata removed) and the upload itself is kept privately (OriginalArchive), so
 * the canonical URL never serves the GPS position, not even while the worker is behind or
 * down. Cleaning an image without either would change nothing, so it is stored as it came.
 * Bytes sharp cannot read at all are stored as they came too: the upload routes accept what
 * the sniffer accepts, and such a file has no variants (its URL stands in for them).
 */
@Injectable()
export class ImageIntake {
  private readonly logger = new Logger(ImageIntake.name);
  private readonly gate = new ConcurrencyGate(CLEANING_CONCURRENCY);

  constructor(
    private readonly storage: Storage,
    private readonly pipeline: ImagePipeline,
    private readonly originals: OriginalArchive,
    private readonly jobs: JobOutbox,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Publishes an image (`ext` as sniffed: jpg, png, gif or webp) and answers its canonical URL. */
  async store(bytes: Buffer, ext: string): Promise<string> {
    return this.publish(await this.prepare(bytes, ext));
  }

  /**
   * Everything that can refuse an image (400), and nothing stored yet: a request with several
   * images prepares them all before publishing any.
   */
  async prepare(original: Buffer, ext: string): Promise<PreparedImage> {
    const key = this.storage.keyOf(original, ext);
    if (await this.storage.exists(key)) return { key, original, published: null };
    const facts = await this.pipeline.inspect(original);
    if (facts && facts.pixels > MAX_IMAGE_PIXELS) throw new BadRequestException(IMAGE_TOO_MANY_PIXELS);
    if (!facts?.needsCleaning) return { key, original, published: original };
    try {
      return { key, original, published: await this.gate.run(() => this.pipeline.clean(original, facts.format)) };
    } catch {
      // Its header reads, its pixels do not: publishing it as it is would publish its metadata.
      throw new BadRequestException(IMAGE_UNREADABLE);
    }
  }

  async publish({ key, original, published }: PreparedImage): Promise<string> {
    // Cleaned: the upload is kept aside first, so a published copy always has its original.
    if (published && published !== original) await this.originals.keep(key, original);
    if (published) await this.storage.write(key, published);
    await this.queueVariants(key);
    return uploadUrlOf(key);
  }

  /**
   * After the file is in place (the job's only input). Deduplicated by key: the same image
   * uploaded again while its job is known queues nothing; after that the job finds its
   * variants made and stops. Queued through the outbox, so a Redis outage only delays them; a
   * database that cannot take the job costs only the variants (the original is served in their
   * place), so it does not fail the upload.
   */
  private async queueVariants(key: string): Promise<void> {
    if (!hasVariants(key)) return;
    try {
      await this.jobs.add(this.dataSource.manager, 'images', { key }, { jobId: `variants-${key.replace('/', '-')}` });
    } catch (error) {
      this.logger.warn(`Variants of ${key} not queued: ${error instanceof Error ? error.message : error}`);
    }
  }
}
