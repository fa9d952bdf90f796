import { BadRequestException, Injectable } from '@nestjs/common';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { IMAGE_MAX_BYTES, sniffImageFormat } from '../images/image-formats';
import { ImageIntake } from '../images/image-intake.service';
import { UploadRecords } from './upload-records.service';

/** docs/product-rules.md, "Uploads and limits": an account's image (avatar, a shopper's logo) is at most 5 MB. */
export const ACCOUNT_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const ACCOUNT_IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB.';
export const ACCOUNT_IMAGE_NOT_AN_IMAGE = 'Please select a JPEG, PNG, GIF, or WebP image.';
export const ACCOUNT_IMAGE_MISSING = 'Please select an image to upload.';

/**
 * Images that belong to an account rather than to a task: the avatar, a shopper's logo. One
 * set of checks for all of them (JPEG, PNG, GIF or WebP judged by the bytes alone, 5 MB at the
 * route), stored through the image pipeline and recorded as the user's own upload (task none),
 * so only its uploader can attach it afterwards.
 */
@Injectable()
export class AccountImages {
  constructor(
    private readonly images: ImageIntake,
    private readonly uploads: UploadRecords,
  ) {}

  /** Stores the image and answers its URL (`/files/uploads/…`). */
  async store(file: UploadedFileData | undefined, userId: string): Promise<string> {
    if (!file) throw new BadRequestException(ACCOUNT_IMAGE_MISSING);
    const image = await sniffImageFormat(file.buffer);
    if (!image) throw new BadRequestException(ACCOUNT_IMAGE_NOT_AN_IMAGE);
    const url = await this.images.store(file.buffer, image.ext);
    await this.uploads.record({ userId, taskId: null }, url);
    return url;
  }

  /**
   * 400 with `message` unless `url` is the field's current value, one of the user's own account
   * image uploads, or not an upload at all (a field that accepts URLs hosted elsewhere).
   */
  assertUsable(userId: string, url: string, current: string | null, message: string): Promise<void> {
    return this.uploads.assertOwned({ userId, taskId: null }, [url], current === null ? [] : [current], message);
  }
}
