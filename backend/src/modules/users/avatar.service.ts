import { BadRequestException, Injectable } from '@nestjs/common';
import { sniffFileType } from '../../infra/storage/file-type-sniffer';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { ImageIntake } from '../images/image-intake.service';

/** Spec section 9: avatar at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'Please select an image smaller than 5MB.';
export const AVATAR_NOT_AN_IMAGE = 'Please select a JPEG, PNG, GIF, or WebP image.';
export const AVATAR_MISSING = 'Please select an image to upload.';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

@Injectable()
export class AvatarService {
  constructor(private readonly images: ImageIntake) {}

  /** Stores an avatar through the image pipeline and returns its URL; the type is judged by the bytes alone. */
  async store(file: UploadedFileData | undefined): Promise<string> {
    if (!file) throw new BadRequestException(AVATAR_MISSING);
    const type = await sniffFileType(file.buffer);
    if (!type || !AVATAR_TYPES.has(type.mime)) throw new BadRequestException(AVATAR_NOT_AN_IMAGE);
    return this.images.store(file.buffer, type.ext);
  }
}
