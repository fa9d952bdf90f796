import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ChatReadsService } from '../chat-reads/chat-reads.service';
import { ShopTask } from '../tasks/task.entity';
import type { NotificationFeedDto } from './dto/notification.dto';
import { Notification } from './notification.entity';
import { toNotificationDto } from './notification-recorder';

export const FEED_SIZE = 30;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A user's own feed: only ever their rows. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly reads: ChatReadsService,
  ) {}

  async feed(user: AuthUser): Promise<NotificationFeedDto> {
    const rows = await this.notifications
      .createQueryBuilder('n')
      // A left join: a client who joined is about no task.
      .leftJoin(ShopTask, 'task', 'task.id = n.taskId')
      .addSelect('task.title', 'taskTitle')
      .where('n.userId = :userId', { userId: user.id })
      // Unread first, each group newest first.
      .orderBy('CASE WHEN n.readAt IS NULL THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(FEED_SIZE)
      .getRawAndEntities();
    const titles = new Map(
      rows.raw.map((raw: { n_id: string; taskTitle: string | null }) => [raw.n_id, raw.taskTitle]),
    );
    const [unreadCount, unreadMessages] = await Promise.all([
      this.notifications.count({ where: { userId: user.id, readAt: IsNull() } }),
      this.reads.unreadTotal(user),
    ]);
    return {
      items: rows.entities.map((row) => toNotificationDto(row, titles.get(row.id) ?? null)),
      unreadCount,
      unreadMessages,
    };
  }

  async markRead(user: AuthUser, id: string): Promise<void> {
    const found = await this.notifications.exists({ where: { id, userId: user.id } });
    if (!found) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    await this.notifications.update({ id, userId: user.id, readAt: IsNull() }, { readAt: new Date() });
  }

  async markAllRead(user: AuthUser): Promise<void> {
    await this.notifications.update({ userId: user.id, readAt: IsNull() }, { readAt: new Date() });
  }
}
