import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { storageKeyOfUploadUrlOnAnyHost } from '../../infra/storage/upload-keys';
import { Upload } from './upload.entity';

/** Whose upload a URL may be: one user's, for one task, or (taskId null) as their avatar. */
export interface UploadOwner {
  userId: string;
  taskId: string | null;
}

/**
 * Records who uploaded each file and for which task, and refuses to attach an upload anywhere
 * else: knowing a file's URL (every participant of a task sees them) is not owning it.
 */
@Injectable()
export class UploadRecords {
  constructor(@InjectRepository(Upload) private readonly uploads: Repository<Upload>) {}

  /** Notes that `owner` uploaded the file at `url`. Recording the same upload again adds nothing. */
  async record(owner: UploadOwner, url: string): Promise<void> {
    const storageKey = storageKeyOfUploadUrlOnAnyHost(url);
    if (storageKey === null) throw new Error(`Not an upload URL: ${url}`);
    const where = { userId: owner.userId, taskId: owner.taskId ?? IsNull(), storageKey };
    // Two identical uploads at the same instant may both insert: a duplicate row grants nothing more.
    if (!(await this.uploads.existsBy(where))) {
      await this.uploads.insert({ id: randomUUID(), userId: owner.userId, taskId: owner.taskId, storageKey });
    }
  }

  /**
   * 400 with `message` unless every upload URL among `urls` was uploaded by `owner`. URLs in
   * `attached` (what the field holds already) are kept as they are, and URLs that name no
   * upload (a file hosted elsewhere) are not uploads: both pass.
   */
  async assertOwned(owner: UploadOwner, urls: readonly string[], attached: readonly string[], message: string) {
    const keys = new Set(
      urls.filter((url) => !attached.includes(url)).flatMap((url) => storageKeyOfUploadUrlOnAnyHost(url) ?? []),
    );
    if (keys.size === 0) return;
    const owned = await this.uploads.find({
      select: { id: true, storageKey: true },
      where: { userId: owner.userId, taskId: owner.taskId ?? IsNull(), storageKey: In([...keys]) },
    });
    const ownedKeys = new Set(owned.map((row) => row.storageKey));
    if ([...keys].some((key) => !ownedKeys.has(key))) throw new BadRequestException([message]);
  }
}
