import { Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { JobProcessor, type QueueProcessor } from '../../../infra/queue/job-processor.decorator';
import type { PayloadOf } from '../../../infra/queue/queue-definitions';
import { Storage } from '../../../infra/storage/storage';
import { MAX_IMAGE_PIXELS } from '../image-formats';
import { ImagePipeline } from '../image-pipeline';
import { variantKeyOf } from '../variant-keys';

/**
 * Makes the web and thumbnail variants of one uploaded image, from its published (already
 * cleaned) file. Its only effect is those two files, each written whole (Storage.write)
 * under names derived from the upload: running it again, after a crash or on a second
 * worker, rewrites the same bytes or, once the thumbnail (written last) exists, does nothing.
 */
@Injectable()
@JobProcessor('images')
export class ImageVariantsJob implements QueueProcessor<'images'> {
  private readonly logger = new Logger(ImageVariantsJob.name);

  constructor(
    private readonly storage: Storage,
    private readonly pipeline: ImagePipeline,
    private readonly events: DomainEvents,
  ) {}

  async process({ key }: PayloadOf<'images'>): Promise<void> {
    const web = variantKeyOf(key, 'web');
    const thumb = variantKeyOf(key, 'thumb');
    if (!web || !thumb) {
      this.logger.warn(`No variants for ${key}: not an uploaded image`);
      return;
    }
    if (await this.storage.exists(thumb)) return;
    if (!(await this.storage.exists(key))) {
      this.logger.warn(`No variants for ${key}: the file is gone`);
      return;
    }
    const bytes = await this.storage.read(key);
    const facts = await this.pipeline.inspect(bytes);
    // Permanent: retrying would read the same bytes. Its own URL stands in for its variants.
    if (!facts || facts.pixels > MAX_IMAGE_PIXELS) {
      this.logger.log(`No variants for ${key}: not an image this pipeline can read`);
      return;
    }
    const variants = await this.pipeline.variants(bytes);
    await this.storage.write(web, variants.web);
    await this.storage.write(thumb, variants.thumb);
    await this.events.publish('image.variants-ready', { storageKey: key });
  }
}
