import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ShopTask } from './task.entity';

/** The columns access is decided on; loading them is one indexed primary-key read. */
export type TaskParties = Pick<ShopTask, 'id' | 'shopperId' | 'clientId' | 'status' | 'feePct'>;

export const TASK_NOT_FOUND = 'Task not found';
export const SHOPPER_ONLY = 'Only the shopper of this task can do this';
export const CLIENT_ONLY = 'Only the client of this task can do this';

/**
 * The one place that decides who may read and change a task and everything under it (items,
 * files, feedback, messages, comments, invoices). A task's parties are its client and the
 * shopper that client belongs to. Anyone else is told the task does not exist (404), so ids
 * reveal nothing; a party asking for the other party's action gets 403.
 */
@Injectable()
export class TaskAccess {
  constructor(@InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>) {}

  /** Either party: reading, chatting, commenting. */
  async participant(user: AuthUser, taskId: string): Promise<TaskParties> {
    const task = await this.tasks.findOne({
      where: { id: taskId },
      select: { id: true, shopperId: true, clientId: true, status: true, feePct: true },
    });
    if (!task || !isParty(user, task)) throw new NotFoundException(TASK_NOT_FOUND);
    return task;
  }

  /** The task's shopper: editing the task, items, files and invoices. */
  async shopper(user: AuthUser, taskId: string): Promise<TaskParties> {
    const task = await this.participant(user, taskId);
    if (task.shopperId !== user.id) throw new ForbiddenException(SHOPPER_ONLY);
    return task;
  }

  /** The task's client: reacting to items. */
  async client(user: AuthUser, taskId: string): Promise<TaskParties> {
    const task = await this.participant(user, taskId);
    if (task.clientId !== user.id) throw new ForbiddenException(CLIENT_ONLY);
    return task;
  }
}

export function isParty(user: AuthUser, task: Pick<ShopTask, 'shopperId' | 'clientId'>): boolean {
  return user.role === 'SHOPPER' ? task.shopperId === user.id : task.clientId === user.id;
}
