import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/domain-events/domain-events';
import { TaskAccess } from './task-access.service';
import { ShopTask } from './task.entity';

export const WITHDRAW_REFUSED =
  'This request can no longer be withdrawn: it has been invoiced or closed. Please message your shopper.';

/**
 * A client takes back a request she sent: while it is a draft or in progress and nothing of it
 * has been billed (no invoice DUE or PAID), it becomes WITHDRAWN, its history kept for both.
 * Her shopper is told in her bell (and digest), so she stops working on it.
 */
@Injectable()
export class TaskWithdrawal {
  constructor(
    @InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>,
    private readonly access: TaskAccess,
    private readonly events: DomainEvents,
  ) {}

  async withdraw(user: AuthUser, taskId: string): Promise<void> {
    await this.access.client(user, taskId);
    // One conditional statement: an invoice finalized or a status set at the same moment is
    // never overwritten by a decision read before it.
    const result = await this.tasks
      .createQueryBuilder()
      .update(ShopTask)
      .set({ status: 'WITHDRAWN', updatedAt: new Date() })
      .where('id = :taskId', { taskId })
      .andWhere("status IN ('DRAFT', 'ACTIVE')")
      .andWhere(
        "NOT EXISTS (SELECT 1 FROM invoices billed WHERE billed.taskId = :taskId AND billed.status IN ('DUE', 'PAID'))",
      )
      .execute();
    if (!result.affected) throw new ConflictException(WITHDRAW_REFUSED);
    await this.events.publish('task.withdrawn', { taskId, actorId: user.id });
  }
}
