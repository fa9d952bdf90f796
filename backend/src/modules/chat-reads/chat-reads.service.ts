import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Message } from '../messages/message.entity';
import { TaskAccess } from '../tasks/task-access.service';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { TaskRead } from './task-read.entity';
import { unreadTotalSql } from './unread-messages.sql';

export const NOT_A_MESSAGE_OF_TASK = 'messageId must be a message of this task';

/** Read state of task chats: what each user has read, and what is still unread. */
@Injectable()
export class ChatReadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: TaskAccess,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Moves the reader's mark forward to `messageId` (never back: a stale tab reporting an
   * older message changes nothing), then tells the reader's other devices.
   */
  async markRead(user: AuthUser, taskId: string, messageId: string): Promise<void> {
    await this.access.participant(user, taskId);
    const messages = this.dataSource.getRepository(Message);
    const target = await messages.findOne({ where: { id: messageId, taskId }, select: { id: true, createdAt: true } });
    if (!target) throw new BadRequestException([NOT_A_MESSAGE_OF_TASK]);
    const reads = this.dataSource.getRepository(TaskRead);
    const current = await reads.findOne({ where: { userId: user.id, taskId } });
    if (current) {
      const previous = await messages.findOne({
        where: { id: current.lastReadMessageId },
        select: { id: true, createdAt: true },
      });
      if (previous && !isAfter(target, previous)) return;
    }
    await reads.upsert({ userId: user.id, taskId, lastReadMessageId: messageId }, ['userId', 'taskId']);
    await this.events.publish('task.read', { taskId, actorId: user.id });
  }

  /** Unread messages over every task the user is a party to. */
  async unreadTotal(user: AuthUser): Promise<number> {
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      unreadTotalSql(user.role === 'SHOPPER' ? 'shopperId' : 'clientId'),
      { readerId: user.id },
    );
    const [row] = (await this.dataSource.query(sql, parameters)) as { total: number | string }[];
    return Number(row?.total ?? 0);
  }
}

function isAfter(a: Pick<Message, 'id' | 'createdAt'>, b: Pick<Message, 'id' | 'createdAt'>): boolean {
  const delta = a.createdAt.getTime() - b.createdAt.getTime();
  return delta > 0 || (delta === 0 && a.id > b.id);
}
