import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { fromCents } from '@atelier/billing';
import type { AuthUser } from '../../../common/auth/auth-user';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { Transactions } from '../../../infra/database/transactions';
import { TaskAccess } from '../../tasks/task-access.service';
import { ShopTask } from '../../tasks/task.entity';
import { grantClientCredit } from '../client-credit/grant-client-credit';
import { releaseRefusal } from './deposit-release-rules';
import type { TaskDepositsDto } from './dto/request-deposit.dto';
import type { ReleaseDepositDto } from './dto/release-deposit.dto';
import { DepositRelease } from './entities/deposit-release.entity';
import { TaskDepositsService } from './task-deposits.service';

/**
 * What is left of a task's deposits once the task is done goes back to the client, all of it:
 * kept as her credit (which pays her next invoices first) or refunded another way, as the
 * shopper chooses. Decided under the task's row lock, which a new invoice on the task also
 * takes: no invoice can start drawing on the deposit while it is given back, and two releases
 * at once give it back once.
 */
@Injectable()
export class DepositReleaseService {
  constructor(
    private readonly access: TaskAccess,
    private readonly transactions: Transactions,
    private readonly deposits: TaskDepositsService,
    private readonly events: DomainEvents,
  ) {}

  /** POST /tasks/{id}/deposits/release: 409 while the task is not done, has an open invoice or holds nothing. */
  async release(user: AuthUser, taskId: string, body: ReleaseDepositDto): Promise<TaskDepositsDto> {
    await this.access.shopper(user, taskId);
    const release = await this.transactions.decideThenWrite(
      async (manager) => {
        const task = await this.transactions
          .forUpdate(manager.getRepository(ShopTask).createQueryBuilder('task').where({ id: taskId }))
          .getOneOrFail();
        const { refusal, held } = await releaseRefusal(manager, task);
        if (refusal !== null) throw new ConflictException(refusal);
        return {
          id: randomUUID(),
          taskId,
          amount: fromCents(held),
          method: body.method,
          releasedOn: body.releasedOn ?? new Date().toISOString().slice(0, 10),
          reference: body.reference ?? null,
          recordedById: user.id,
        };
      },
      async (manager, release) => {
        await manager.insert(DepositRelease, release);
        if (release.method === 'credit') {
          const credit = { taskId, amount: release.amount, reason: 'deposit-kept' as const, sourceId: release.id };
          await grantClientCredit(this.transactions, manager, credit);
        }
        return release;
      },
    );
    await this.events.publish('deposit.released', {
      taskId,
      actorId: user.id,
      depositId: release.id,
      amount: release.amount,
    });
    return this.deposits.list(user, taskId);
  }
}
