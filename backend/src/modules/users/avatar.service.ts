import { BadRequestException, Injectable } from '@nestjs/common';
import { sniffFileType } from '../../infra/storage/file-type-sniffer';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { ImageIntake } from '../images/image-intake.service';
import { UploadRecords } from '../uploads/upload-records.service';

/** Spec section 9: avatar at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'Please select an image smaller than 5MB.';
export const AVATAR_NOT_AN_IMAGE = 'Please select a JPEG, PNG, GIF, or WebP image.';
export const AVATAR_MISSING = 'Please select an image to upload.';
export const AVATAR_NOT_YOURS = 'The avatar must be an image you uploaded as your avatar';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

@Injectable()
export class AvatarService {
  constructor(
    private readonly images: ImageIntake,
    private readonly uploads: UploadRecords,
  ) {}

  /**
   * Stores an avatar through the image pipeline, records it as the user's avatar upload and
   * returns its URL; the type is judged by the bytes alone.
   */
  async store(file: UploadedFileData | undefined, userId: string): Promise<string> {
    if (!file) throw new BadRequestException(AVATAR_MISSING);
    const type = await sniffFileType(file.buffer);
    if (!type || !AVATAR_TYPES.has(type.mime)) throw new BadRequestException(AVATAR_NOT_AN_IMAGE);
    const url = await this.images.store(file.buffer, type.ext);
    await this.uploads.record({ userId, taskId: null }, url);
    return url;
  }

  /** 400 unless `url` is the current avatar, the user's own avatar upload, or not an upload at all. */
  assertUsable(userId: string, url: string, current: string | null): Promise<void> {
    return this.uploads.assertOwned(
      { userId, taskId: null },
      [url],
      current === null ? [] : [current],
      AVATAR_NOT_YOURS,
    );
  }
}
