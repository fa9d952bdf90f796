import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess, type TaskParties } from '../tasks/task-access.service';
import { Item } from './entities/item.entity';

export const ITEM_NOT_FOUND = 'Item not found';

/**
 * Finds an item for a caller, leaving the decision to TaskAccess on the item's task. An item
 * the caller may not see is "not found", worded for the item rather than its task.
 */
@Injectable()
export class ItemLookup {
  constructor(
    @InjectRepository(Item) private readonly items: Repository<Item>,
    private readonly access: TaskAccess,
  ) {}

  /** Either party: reading feedback. */
  forParticipant(user: AuthUser, itemId: string): Promise<Item> {
    return this.find(itemId, (taskId) => this.access.participant(user, taskId));
  }

  /** The task's shopper: editing, deleting, files. */
  forShopper(user: AuthUser, itemId: string): Promise<Item> {
    return this.find(itemId, (taskId) => this.access.shopper(user, taskId));
  }

  /** The task's client: liking and disliking. */
  forClient(user: AuthUser, itemId: string): Promise<Item> {
    return this.find(itemId, (taskId) => this.access.client(user, taskId));
  }

  private async find(itemId: string, allow: (taskId: string) => Promise<TaskParties>): Promise<Item> {
    const item = await this.items.findOneBy({ id: itemId });
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    try {
      await allow(item.taskId);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(ITEM_NOT_FOUND);
      throw error;
    }
    return item;
  }
}
