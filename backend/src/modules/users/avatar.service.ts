import { Injectable } from '@nestjs/common';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { AccountImages } from '../uploads/account-images.service';

export const AVATAR_NOT_YOURS = 'The avatar must be an image you uploaded as your avatar';

/** The avatar: an account image (AccountImages holds the checks it shares with the shopper's logo). */
@Injectable()
export class AvatarService {
  constructor(private readonly images: AccountImages) {}

  /** Stores an avatar and returns its URL; the type is judged by the bytes alone. */
  store(file: UploadedFileData | undefined, userId: string): Promise<string> {
    return this.images.store(file, userId);
  }

  /** 400 unless `url` is the current avatar, the user's own avatar upload, or not an upload at all. */
  assertUsable(userId: string, url: string, current: string | null): Promise<void> {
    return this.images.assertUsable(userId, url, current, AVATAR_NOT_YOURS);
  }
}
