import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type Repository } from 'typeorm';
import { toMoneyString } from '@atelier/billing';
import type { AuthUser } from '../../common/auth/auth-user';
import { storageKeyOfUploadUrl } from '../../infra/storage/upload-keys';
import { Storage } from '../../infra/storage/storage';
import { ImageLinks } from '../images/image-links.service';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { TaskAccess } from '../tasks/task-access.service';
import { UploadRecords } from '../uploads/upload-records.service';
import type { ItemReadDto } from '../tasks/dto/item-read.dto';
import { readItems } from '../tasks/item-read-model';
import { moveTaskStatus } from '../tasks/task-status-moves';
import { Transactions } from '../../infra/database/transactions';
import type { ItemFieldsDto } from './dto/item-fields.dto';
import type { UpdateItemNotesDto } from './dto/update-item-notes.dto';
import {
  INVALID_IMAGE_URL,
  INVALID_RECEIPT_URL,
  PHOTO_NOT_YOURS,
  RECEIPT_NOT_YOURS,
  type UpdateItemFilesDto,
} from './dto/update-item-files.dto';
import { Item } from './entities/item.entity';
import { isForeignKeyViolation } from '../../infra/database/query-errors';
import { ITEM_NOT_FOUND, ItemLookup } from './item-lookup.service';
import { assertItemChangeable, FROZEN_ITEM_STATUSES } from './item-state';

export const ITEM_ON_INVOICE_RECORD = 'This item appears on an invoice and cannot be deleted.';

type ItemChanges = Partial<
  Pick<
    Item,
    | 'name'
    | 'brand'
    | 'store'
    | 'link'
    | 'quantity'
    | 'unitPrice'
    | 'imageUrls'
    | 'receiptUrl'
    | 'aiSummary'
    | 'shopperNote'
  >
>;

/**
 * The shopper's item changes. Every change to an existing item is one conditional statement
 * ("... WHERE status is not frozen"), so an invoice capturing the item at the same moment
 * either happens first (the change is refused with 409) or after (it bills the new values).
 */
@Injectable()
export class ItemsService {
  constructor(
    @InjectRepository(Item) private readonly items: Repository<Item>,
    private readonly access: TaskAccess,
    private readonly lookup: ItemLookup,
    private readonly storage: Storage,
    private readonly imageLinks: ImageLinks,
    private readonly events: DomainEvents,
    private readonly uploads: UploadRecords,
    private readonly transactions: Transactions,
  ) {}

  /** A new item; a DRAFT task becomes ACTIVE with it (task-status-moves). */
  async create(user: AuthUser, taskId: string, fields: ItemFieldsDto): Promise<ItemReadDto> {
    await this.access.shopper(user, taskId);
    const { id, name } = await this.transactions.decideThenWrite(
      async () => undefined,
      async (manager) => {
        // The task row first: the item's foreign key check takes a shared lock on it, and two
        // creations that both upgraded that lock to write the status would deadlock (MySQL).
        await moveTaskStatus(manager, taskId, 'ACTIVE');
        return manager.save(manager.create(Item, { taskId, ...itemFields(fields) }));
      },
    );
    await this.events.publish('item.created', { taskId, actorId: user.id, itemId: id, name });
    return this.view(id, user);
  }

  async replaceFields(user: AuthUser, itemId: string, fields: ItemFieldsDto): Promise<ItemReadDto> {
    const item = await this.changeableItem(user, itemId);
    await this.updateUnlessFrozen(item.id, itemFields(fields));
    await this.announceChange(user, item);
    return this.view(item.id, user);
  }

  async updateFiles(user: AuthUser, itemId: string, files: UpdateItemFilesDto): Promise<ItemReadDto> {
    const item = await this.changeableItem(user, itemId);
    // What the item shows already stays acceptable (an imported photo, a file from before).
    const owner = { userId: user.id, taskId: item.taskId };
    const changes: ItemChanges = {};
    if (files.imageUrls !== undefined) {
      await this.assertUploadsExist(files.imageUrls, INVALID_IMAGE_URL);
      await this.uploads.assertOwned(owner, files.imageUrls, item.imageUrls, PHOTO_NOT_YOURS);
      changes.imageUrls = [...new Set(files.imageUrls)];
    }
    if (files.receiptUrl !== undefined) {
      if (files.receiptUrl !== null) {
        await this.assertUploadsExist([files.receiptUrl], INVALID_RECEIPT_URL);
        const current = item.receiptUrl === null ? [] : [item.receiptUrl];
        await this.uploads.assertOwned(owner, [files.receiptUrl], current, RECEIPT_NOT_YOURS);
      }
      changes.receiptUrl = files.receiptUrl;
    }
    if (Object.keys(changes).length > 0) {
      await this.updateUnlessFrozen(item.id, changes);
      await this.announceChange(user, item);
    }
    return this.view(item.id, user);
  }

  /** The summary and/or the shopper's note: what is sent replaces, null removes, what is left out stays. */
  async updateNotes(user: AuthUser, itemId: string, notes: UpdateItemNotesDto): Promise<ItemReadDto> {
    const item = await this.changeableItem(user, itemId);
    const changes: ItemChanges = {};
    if (notes.aiSummary !== undefined) changes.aiSummary = notes.aiSummary;
    if (notes.shopperNote !== undefined) changes.shopperNote = notes.shopperNote;
    if (Object.keys(changes).length > 0) {
      await this.updateUnlessFrozen(item.id, changes);
      await this.announceChange(user, item);
    }
    return this.view(item.id, user);
  }

  async remove(user: AuthUser, itemId: string): Promise<void> {
    const item = await this.changeableItem(user, itemId);
    let deleted: number;
    try {
      deleted = (await this.items.delete({ id: item.id, status: Not(In(FROZEN_ITEM_STATUSES)) })).affected ?? 0;
    } catch (error) {
      // Lines of a voided invoice keep pointing at the item: the billing record must stay whole.
      if (isForeignKeyViolation(error)) throw new ConflictException(ITEM_ON_INVOICE_RECORD);
      throw error;
    }
    if (deleted === 0) await this.explainRefusal(item.id);
    await this.events.publish('item.deleted', { taskId: item.taskId, actorId: user.id, itemId: item.id });
  }

  private announceChange(user: AuthUser, item: Pick<Item, 'id' | 'taskId'>): Promise<void> {
    return this.events.publish('item.changed', { taskId: item.taskId, actorId: user.id, itemId: item.id });
  }

  private async changeableItem(user: AuthUser, itemId: string): Promise<Item> {
    const item = await this.lookup.forShopper(user, itemId);
    assertItemChangeable(item.status);
    return item;
  }

  private async updateUnlessFrozen(itemId: string, changes: ItemChanges): Promise<void> {
    // updatedAt is set here because update() would stamp CURRENT_TIMESTAMP, in whole seconds.
    const result = await this.items.update(
      { id: itemId, status: Not(In(FROZEN_ITEM_STATUSES)) },
      { ...changes, updatedAt: new Date() },
    );
    if (!result.affected) await this.explainRefusal(itemId);
  }

  /** A conditional change touched nothing: the item was frozen or deleted in the meantime. */
  private async explainRefusal(itemId: string): Promise<never> {
    const current = await this.items.findOne({ where: { id: itemId }, select: { id: true, status: true } });
    if (!current) throw new NotFoundException(ITEM_NOT_FOUND);
    assertItemChangeable(current.status);
    throw new ConflictException('This item changed meanwhile; please try again.');
  }

  /** Our upload URLs must name a stored file; other http(s) URLs are taken as they are. */
  private async assertUploadsExist(urls: string[], message: string): Promise<void> {
    for (const url of urls) {
      const key = storageKeyOfUploadUrl(url);
      if (key && !(await this.storage.exists(key))) throw new BadRequestException([message]);
    }
  }

  private async view(itemId: string, viewer: AuthUser): Promise<ItemReadDto> {
    const [view] = await readItems(this.items.manager, { ids: [itemId] }, viewer.id, this.imageLinks);
    if (!view) throw new NotFoundException(ITEM_NOT_FOUND);
    return view;
  }
}

/** The form's fields as stored: absent optional text is cleared, the price normalised. */
function itemFields(fields: ItemFieldsDto): ItemChanges {
  return {
    name: fields.name,
    brand: fields.brand ?? null,
    store: fields.store ?? null,
    link: fields.link ?? null,
    quantity: fields.quantity ?? 1,
    unitPrice: toMoneyString(fields.unitPrice),
  };
}
