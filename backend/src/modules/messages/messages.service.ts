import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { TaskAccess } from '../tasks/task-access.service';
import type { CreateMessageDto } from './dto/create-message.dto';
import { DEFAULT_PAGE_SIZE, type ListMessagesQuery } from './dto/list-messages.query';
import type { MessageDto } from './dto/message.dto';
import { Message } from './message.entity';

export const UNKNOWN_CURSOR = 'before must be a message of this task';

/** The chat of a task, between its client and its shopper. */
@Injectable()
export class MessagesService {
  constructor(
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    private readonly access: TaskAccess,
    private readonly events: DomainEvents,
  ) {}

  /**
   * The latest `limit` messages (older than the `before` message when given), answered oldest
   * first. Chat order is (createdAt, id): messages of the same millisecond still have one
   * stable order, so paging back with `before` never skips or repeats a message.
   */
  async list(user: AuthUser, taskId: string, query: ListMessagesQuery): Promise<MessageDto[]> {
    await this.access.participant(user, taskId);
    const page = this.withSender(this.messages.createQueryBuilder('m'))
      .where('m.taskId = :taskId', { taskId })
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(query.limit ?? DEFAULT_PAGE_SIZE);
    if (query.before !== undefined) {
      const cursorExists = await this.messages.exists({ where: { id: query.before, taskId } });
      if (!cursorExists) throw new BadRequestException(UNKNOWN_CURSOR);
      // Compared in SQL against the cursor row itself, so no timestamp crosses the driver.
      page
        .innerJoin(Message, 'cursor', 'cursor.id = :before', { before: query.before })
        .andWhere('(m.createdAt < cursor.createdAt OR (m.createdAt = cursor.createdAt AND m.id < cursor.id))');
    }
    const newestFirst = await page.getMany();
    return newestFirst.reverse().map(toDto);
  }

  async post(user: AuthUser, taskId: string, input: CreateMessageDto): Promise<MessageDto> {
    await this.access.participant(user, taskId);
    const id = randomUUID();
    await this.messages.insert({ id, taskId, senderId: user.id, content: input.content });
    // Re-read: createdAt is the database's clock, and the sender's name comes from the profile.
    const stored = await this.withSender(this.messages.createQueryBuilder('m'))
      .where('m.id = :id', { id })
      .getOneOrFail();
    const message = toDto(stored);
    await this.events.publish('message.created', { taskId, actorId: user.id, message });
    return message;
  }

  /** Joins the sender's role and display name, and nothing else of the account. */
  private withSender(query: SelectQueryBuilder<Message>): SelectQueryBuilder<Message> {
    return query
      .innerJoin('m.sender', 'sender')
      .innerJoin('sender.profile', 'profile')
      .addSelect(['sender.id', 'sender.role', 'profile.userId', 'profile.displayName']);
  }
}

function toDto(message: Message): MessageDto {
  const sender = message.sender!;
  return {
    id: message.id,
    taskId: message.taskId,
    content: message.content,
    createdAt: message.createdAt,
    sender: { id: sender.id, displayName: sender.profile!.displayName },
    senderType: sender.role,
  };
}
