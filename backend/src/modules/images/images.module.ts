import { Global, Module } from '@nestjs/common';
import { ImageIntake } from './image-intake.service';
import { ImageReadySubscriber } from './image-ready.subscriber';
import { ImageLinks } from './image-links.service';
import { ImagePipeline } from './image-pipeline';
import { ImageVariantsJob } from './jobs/image-variants.job';
import { OriginalArchive } from './original-archive';

/**
 * The image pipeline: uploads enter through ImageIntake, the `images` job makes their
 * variants, and read models name those variants through ImageLinks. Global, like Storage:
 * every module that takes or lists images uses it.
 */
@Global()
@Module({
  providers: [ImagePipeline, OriginalArchive, ImageIntake, ImageLinks, ImageVariantsJob, ImageReadySubscriber],
  exports: [ImageIntake, ImageLinks],
})
export class ImagesModule {}
