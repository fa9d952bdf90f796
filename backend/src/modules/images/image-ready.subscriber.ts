import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DomainEvent } from '../../common/domain-events/domain-event-map';
import { type DomainEventSubscriber, SubscribesTo } from '../../common/domain-events/domain-event-subscriber.decorator';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { Client } from '../clients/client.entity';
import { Item } from '../items/entities/item.entity';
import { Shopper } from '../shoppers/shopper.entity';
import { ShopTask } from '../tasks/task.entity';
import { Upload } from '../uploads/upload.entity';
import { uploadUrlOf } from '../../infra/storage/upload-keys';

/**
 * Finds where an image whose variants are ready shows: every item showing it hears
 * item.photos-ready, so its parties' screens swap the full-size file for the thumbnail.
 * Uploads are named by their content's hash, so a URL inside an item's photo list matches that
 * upload and nothing else. Tasks' own reference images are no item's: the tenants of the tasks
 * it was uploaded for hear upload.variants-ready, so task pages kept by read caches show the
 * variants too; so does the tenant of whoever uploaded it as an avatar or a logo.
 */
@Injectable()
@SubscribesTo('domain', ['image.variants-ready'])
export class ImageReadySubscriber implements DomainEventSubscriber {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async handle(event: DomainEvent): Promise<void> {
    if (event.name !== 'image.variants-ready') return;
    const key = event.payload.storageKey;
    const url = uploadUrlOf(key);
    const items = await this.dataSource
      .getRepository(Item)
      .createQueryBuilder('item')
      .select(['item.id', 'item.taskId'])
      .where('item.imageUrls LIKE :inList', { inList: `%"${url}"%` })
      .orWhere('item.receiptUrl = :url', { url })
      .getMany();
    for (const item of items) await this.events.publish('item.photos-ready', { taskId: item.taskId, itemId: item.id });
    const tenants = await this.dataSource
      .getRepository(Upload)
      .createQueryBuilder('upload')
      .innerJoin(ShopTask, 'task', 'task.id = upload.taskId')
      .select('DISTINCT task.shopperId', 'shopperId')
      .where('upload.storageKey = :key', { key })
      .getRawMany<{ shopperId: string }>();
    for (const { shopperId } of tenants) await this.announceTo(shopperId, key);
    // An avatar or a logo (an upload for no task) shows in its owner's tenant: /api/me, the
    // shopper's settings, her clients' my-shopper, the parties on task pages and comments.
    const owners = await this.dataSource
      .getRepository(Upload)
      .createQueryBuilder('upload')
      .leftJoin(Client, 'client', 'client.userId = upload.userId')
      .innerJoin(Shopper, 'tenant', 'tenant.userId = COALESCE(client.shopperId, upload.userId)')
      .select('DISTINCT tenant.userId', 'tenantId')
      .where('upload.storageKey = :key AND upload.taskId IS NULL', { key })
      .getRawMany<{ tenantId: string }>();
    for (const { tenantId } of owners) await this.announceTo(tenantId, key);
  }

  private announceTo(tenantId: string, storageKey: string): Promise<void> {
    return this.events.publish('upload.variants-ready', { tenantId, storageKey });
  }
}
