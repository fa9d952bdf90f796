import { Injectable } from '@nestjs/common';
import { storageKeyOfUploadUrl, uploadUrlOf } from '../../infra/storage/upload-keys';
import { Storage } from '../../infra/storage/storage';
import { type ImageRefDto, originalImageRef } from './dto/image-ref.dto';
import { variantKeyOf } from './variant-keys';

/** Bounds the memory of ImageLinks' cache; past it the cache starts over (a stat each, again). */
const MAX_REMEMBERED = 100_000;

/**
 * The URLs read models give beside a stored image URL: its variants once the `images` job
 * has made them, the image itself before that and for images hosted elsewhere.
 *
 * Whether the variants exist is asked of the store (a stat of the thumbnail, which the job
 * writes last), and a yes is remembered in memory: variants are never removed, so it stays
 * true, in every process sharing the store. A no is asked again next time, so the variants show
 * up as soon as a worker has made them. A list of n images costs at most n stats, made
 * together; no database query.
 */
@Injectable()
export class ImageLinks {
  private readonly ready = new Set<string>();

  constructor(private readonly storage: Storage) {}

  /** One reference per distinct URL. */
  async refsOf(urls: Iterable<string>): Promise<Map<string, ImageRefDto>> {
    const distinct = [...new Set(urls)];
    const refs = await Promise.all(distinct.map((url) => this.refOf(url)));
    return new Map(distinct.map((url, index) => [url, refs[index]]));
  }

  async refOf(url: string): Promise<ImageRefDto> {
    const key = storageKeyOfUploadUrl(url);
    const web = key && variantKeyOf(key, 'web');
    const thumb = key && variantKeyOf(key, 'thumb');
    if (!web || !thumb || !(await this.isMade(thumb))) return originalImageRef(url);
    return { url, webUrl: uploadUrlOf(web), thumbUrl: uploadUrlOf(thumb) };
  }

  private async isMade(thumbKey: string): Promise<boolean> {
    if (this.ready.has(thumbKey)) return true;
    if (!(await this.storage.exists(thumbKey))) return false;
    if (this.ready.size >= MAX_REMEMBERED) this.ready.clear();
    this.ready.add(thumbKey);
    return true;
  }
}
