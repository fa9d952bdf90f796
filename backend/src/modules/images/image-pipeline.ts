import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { type ImageFormat, isImageFormat, MAX_IMAGE_PIXELS } from './image-formats';
import { VARIANT_MAX_SIDE } from './variant-keys';

/** A pathological image stops here rather than holding a thread of the pool. */
const OPERATION_TIMEOUT_SECONDS = 60;

const INPUT: SharpOptions = {
  limitInputPixels: MAX_IMAGE_PIXELS,
  // Keep what a browser would still show (a truncated JPEG); refuse only what cannot be decoded.
  failOn: 'error',
  // Every frame of an animated GIF or WebP, not just the first.
  animated: true,
};

export interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
  /** Of all frames together, as decoding counts them (see MAX_IMAGE_PIXELS). */
  pixels: number;
  /** It carries metadata (EXIF with GPS, XMP, IPTC, text) or an orientation still to apply. */
  needsCleaning: boolean;
}

export interface ImageVariants {
  web: Buffer;
  thumb: Buffer;
}

/** libvips settings for the whole process (sharp's are global): see configureSharp. */
let sharpConfigured = false;

/**
 * One libvips thread per image operation and no operation cache: an image never takes more
 * than its one thread of libuv's pool, the event loop only waits for results, and memory
 * stays bounded by the images being worked on. Concurrency comes from running several
 * images at once (the images queue's concurrency), not from threads inside one.
 */
export function configureSharp(): void {
  if (sharpConfigured) return;
  sharp.concurrency(1);
  sharp.cache(false);
  sharpConfigured = true;
}

/**
 * Every use of sharp in the app: reading an image's header, making a copy safe to publish,
 * and the web and thumbnail variants. All of it runs on libuv's thread pool; none of it on
 * the event loop.
 */
@Injectable()
export class ImagePipeline {
  constructor() {
    configureSharp();
  }

  /** The header alone (nothing is decoded); null when the bytes are not an image sharp can read. */
  async inspect(bytes: Buffer): Promise<ImageFacts | null> {
    let metadata: Metadata;
    try {
      // No pixel limit for the header: the caller must learn that an image is too large.
      metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
    } catch {
      return null;
    }
    const format = metadata.format as string;
    if (!isImageFormat(format) || !metadata.width || !metadata.height) return null;
    return {
      format,
      width: metadata.width,
      // An animated image reports the height of all its frames stacked.
      height: metadata.pageHeight ?? metadata.height,
      pixels: metadata.width * metadata.height,
      needsCleaning: Boolean(
        metadata.exif ||
        metadata.xmp ||
        metadata.iptc ||
        metadata.tifftagPhotoshop ||
        metadata.comments?.length ||
        (metadata.orientation ?? 1) !== 1,
      ),
    };
  }

  /**
   * The image as it may be published at full size: turned upright by its EXIF orientation,
   * then written again in its own format without any metadata (the colour profile is kept, so
   * colours do not shift). Throws when the bytes cannot be decoded.
   */
  clean(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
    const image = sharp(bytes, INPUT).timeout({ seconds: OPERATION_TIMEOUT_SECONDS }).autoOrient().keepIccProfile();
    switch (format) {
      case 'jpeg':
        return image.jpeg({ quality: 90 }).toBuffer();
      case 'png':
        return image.png().toBuffer();
      case 'webp':
        return image.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return image.gif().toBuffer();
    }
  }

  /**
   * The web (1600 px) and thumbnail (320 px) sizes as WebP, upright, in sRGB, without
   * metadata. One after the other, so an image holds one thread at a time.
   */
  async variants(bytes: Buffer): Promise<ImageVariants> {
    const source = sharp(bytes, INPUT).timeout({ seconds: OPERATION_TIMEOUT_SECONDS }).autoOrient();
    const resized = (side: number, quality: number) =>
      source
        .clone()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    const web = await resized(VARIANT_MAX_SIDE.web, 82);
    const thumb = await resized(VARIANT_MAX_SIDE.thumb, 75);
    return { web, thumb };
  }
}
