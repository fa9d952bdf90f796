import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_MAX_BYTES, sniffImageFormat } from '../images/image-formats';
import { ImageIntake, type PreparedImage } from '../images/image-intake.service';

/** docs/product-rules.md, "Uploads and limits": 5 reference images per task, 5 MB (5242880 bytes) each. */
export const MAX_REFERENCE_IMAGES = 5;
export const MAX_REFERENCE_IMAGE_BYTES = IMAGE_MAX_BYTES;

/**
 * The JSON body limit of POST /api/tasks: five images at the byte limit, base64-encoded
 * (4/3), plus their data-URL headers and the rest of the form. Every other route keeps the
 * small default (bootstrap/configure-app.ts).
 */
export const CREATE_TASK_BODY_LIMIT = `${Math.ceil((MAX_REFERENCE_IMAGES * MAX_REFERENCE_IMAGE_BYTES * 4) / 3 / 2 ** 20) + 2}mb`;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DecodedImage {
  bytes: Buffer;
  ext: string;
}

/**
 * Reference images arrive as data URLs and leave as stored files: the database keeps
 * `/files/uploads/...` URLs, never data URLs. The type is judged by the decoded bytes, not
 * by the data URL's declared media type. Images are numbered from 1 in messages. Stored
 * through the image pipeline (cleaned of metadata, given variants).
 */
@Injectable()
export class ReferenceImages {
  constructor(private readonly images: ImageIntake) {}

  /** Checks every image before any is stored, so a bad fifth image stores nothing. */
  async decode(dataUrls: readonly string[]): Promise<PreparedImage[]> {
    const images: PreparedImage[] = [];
    for (const [index, dataUrl] of dataUrls.entries()) {
      const { bytes, ext } = await decodeImage(dataUrl, index + 1);
      try {
        images.push(await this.images.prepare(bytes, ext));
      } catch (error) {
        if (error instanceof BadRequestException) throw new BadRequestException(`Image ${index + 1}: ${error.message}`);
        throw error;
      }
    }
    return images;
  }

  async store(images: readonly PreparedImage[]): Promise<string[]> {
    const urls: string[] = [];
    for (const image of images) urls.push(await this.images.publish(image));
    return urls;
  }
}

export async function decodeImage(dataUrl: string, position: number): Promise<DecodedImage> {
  const comma = dataUrl.indexOf(',');
  const header = comma === -1 ? '' : dataUrl.slice(0, comma);
  if (!header.startsWith('data:') || !header.endsWith(';base64')) {
    throw new BadRequestException(`Image ${position} is not a base64 data URL`);
  }
  const payload = dataUrl.slice(comma + 1);
  // The decoded size is known from the length: refuse before decoding megabytes for nothing.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > MAX_REFERENCE_IMAGE_BYTES) {
    throw new PayloadTooLargeException(`Image ${position} is too large. Max 5MB per file.`);
  }
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new BadRequestException(`Image ${position} is not valid base64`);
  }
  const bytes = Buffer.from(payload, 'base64');
  const image = await sniffImageFormat(bytes);
  if (!image) throw new BadRequestException(`Image ${position} is not a JPEG, PNG, GIF or WebP image`);
  return { bytes, ext: image.ext };
}
