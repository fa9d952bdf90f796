import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TenantDataVersions } from '../../common/tenant-data/tenant-data-versions';
import { Client } from '../clients/client.entity';
import { Item } from '../items/entities/item.entity';
import { LiveEvents } from '../realtime/live-events.service';
import { Shopper } from '../shoppers/shopper.entity';
import { ShopTask } from '../tasks/task.entity';
import { Upload } from '../uploads/upload.entity';
import { uploadUrlOf } from '../../infra/storage/upload-keys';

/**
 * Tells the parties of every item showing an upload that its variants are ready, so their
 * screens swap the full-size file for the thumbnail. Uploads are named by their content's
 * hash, so a URL inside an item's photo list matches that upload and nothing else. Tasks'
 * own reference images are no item's: the tenants of the tasks it was uploaded for get their
 * data version raised, so task pages kept by read caches show the variants too; so does the
 * tenant of whoever uploaded it as an avatar or a logo.
 */
@Injectable()
export class ImageReadyAnnouncer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly versions: TenantDataVersions,
  ) {}

  async announce(key: string): Promise<void> {
    const url = uploadUrlOf(key);
    const items = await this.dataSource
      .getRepository(Item)
      .createQueryBuilder('item')
      .select(['item.id', 'item.taskId'])
      .where('item.imageUrls LIKE :inList', { inList: `%"${url}"%` })
      .orWhere('item.receiptUrl = :url', { url })
      .getMany();
    for (const item of items) await this.live.toTask(item.taskId, { type: 'item.photos-ready', itemId: item.id });
    const tenants = await this.dataSource
      .getRepository(Upload)
      .createQueryBuilder('upload')
      .innerJoin(ShopTask, 'task', 'task.id = upload.taskId')
      .select('DISTINCT task.shopperId', 'shopperId')
      .where('upload.storageKey = :key', { key })
      .getRawMany<{ shopperId: string }>();
    for (const { shopperId } of tenants) await this.versions.raise(shopperId);
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
    for (const { tenantId } of owners) await this.versions.raise(tenantId);
  }
}
