import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Item } from '../items/entities/item.entity';
import { LiveEvents } from '../realtime/live-events.service';
import { uploadUrlOfKey } from './variant-keys';

/**
 * Tells the parties of every item showing an upload that its variants are ready, so their
 * screens swap the full-size file for the thumbnail. Uploads are named by their content's
 * hash, so a URL inside an item's photo list matches that upload and nothing else.
 */
@Injectable()
export class ImageReadyAnnouncer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
  ) {}

  async announce(key: string): Promise<void> {
    const url = uploadUrlOfKey(key);
    const items = await this.dataSource
      .getRepository(Item)
      .createQueryBuilder('item')
      .select(['item.id', 'item.taskId'])
      .where('item.imageUrls LIKE :inList', { inList: `%"${url}"%` })
      .orWhere('item.receiptUrl = :url', { url })
      .getMany();
    for (const item of items) await this.live.toTask(item.taskId, { type: 'item.photos-ready', itemId: item.id });
  }
}
