import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, IsNull } from 'typeorm';
import { unreadMessageIdsOfTaskSql } from '../../chat-reads/unread-messages.sql';
import { Notification, type NotificationKind } from '../../notifications/notification.entity';

/** More than a digest can show; the rest stays for the next one. */
const DIGEST_LIMIT = 50;

/**
 * What a digest may still tell a user about a task (or, with no task, about their clients):
 * their notifications of the allowed kinds that no digest mailed yet and that they have not
 * seen, oldest first. Seen means the notification was read in the bell, or, for a message,
 * the chat's read mark is past it.
 */
@Injectable()
export class UnseenNotifications {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(userId: string, taskId: string | null, kinds: readonly NotificationKind[]): Promise<Notification[]> {
    if (kinds.length === 0) return [];
    const rows = await this.dataSource.getRepository(Notification).find({
      where: { userId, taskId: taskId ?? IsNull(), readAt: IsNull(), emailedAt: IsNull(), kind: In([...kinds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: DIGEST_LIMIT,
    });
    if (taskId === null || !rows.some((row) => row.kind === 'MESSAGE')) return rows;
    const unread = await this.unreadMessageIds(userId, taskId);
    return rows.filter((row) => row.kind !== 'MESSAGE' || (row.subjectId !== null && unread.has(row.subjectId)));
  }

  private async unreadMessageIds(readerId: string, taskId: string): Promise<Set<string>> {
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(unreadMessageIdsOfTaskSql(), {
      readerId,
      taskId,
    });
    const rows = (await this.dataSource.query(sql, parameters)) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }
}
