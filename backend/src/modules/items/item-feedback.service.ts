import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../infra/database/query-errors';
import type { ItemFeedbackDto } from './dto/item-feedback.dto';
import { ItemFeedback } from './entities/item-feedback.entity';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { ItemLookup } from './item-lookup.service';

/**
 * Likes and dislikes: the task's client reacts, both parties read. One row per user and
 * item, kept so by the unique index; every answer is the state after the call.
 */
@Injectable()
export class ItemFeedbackService {
  constructor(
    @InjectRepository(ItemFeedback) private readonly feedback: Repository<ItemFeedback>,
    private readonly lookup: ItemLookup,
    private readonly events: DomainEvents,
  ) {}

  async read(user: AuthUser, itemId: string): Promise<ItemFeedbackDto> {
    await this.lookup.forParticipant(user, itemId);
    return this.summary(itemId, user.id);
  }

  async set(user: AuthUser, itemId: string, isLiked: boolean): Promise<ItemFeedbackDto> {
    const item = await this.lookup.forClient(user, itemId);
    await this.upsert(itemId, user.id, isLiked);
    await this.events.publish('item.feedback', { taskId: item.taskId, actorId: user.id, itemId });
    return this.summary(itemId, user.id);
  }

  async clear(user: AuthUser, itemId: string): Promise<ItemFeedbackDto> {
    const item = await this.lookup.forClient(user, itemId);
    await this.feedback.delete({ itemId, userId: user.id });
    await this.events.publish('item.feedback', { taskId: item.taskId, actorId: user.id, itemId });
    return this.summary(itemId, user.id);
  }

  /**
   * Update first (the usual case once a row exists), insert otherwise. Two requests that both
   * found no row race on the insert: the unique index lets one in and the other updates.
   */
  private async upsert(itemId: string, userId: string, isLiked: boolean): Promise<void> {
    const change = () => this.feedback.update({ itemId, userId }, { isLiked, updatedAt: new Date() });
    if ((await change()).affected) return;
    try {
      await this.feedback.insert({ itemId, userId, isLiked });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await change();
    }
  }

  /** A task has one client, so an item has at most a handful of rows: read them all. */
  private async summary(itemId: string, userId: string): Promise<ItemFeedbackDto> {
    const rows = await this.feedback.find({ where: { itemId }, select: { id: true, userId: true, isLiked: true } });
    const own = rows.find((row) => row.userId === userId);
    return {
      userFeedback: own ? { isLiked: own.isLiked } : null,
      counts: {
        likes: rows.filter((row) => row.isLiked).length,
        dislikes: rows.filter((row) => !row.isLiked).length,
      },
    };
  }
}
