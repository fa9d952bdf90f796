import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../../infra/database/transactions';
import { ShopTask } from '../../tasks/task.entity';
import { lockClientCredit } from './client-credit-balance';
import { ClientCredit, type CreditReason } from './entities/client-credit.entity';

/**
 * In the caller's transaction: money of the task's client that stays with her shopper as her
 * credit (`amount` in dollars, "22.49"), under the lock on her credit.
 */
export async function grantClientCredit(
  transactions: Transactions,
  manager: EntityManager,
  credit: { taskId: string; amount: string; reason: Exclude<CreditReason, 'drawn'>; sourceId: string },
): Promise<void> {
  const task = await manager.findOneOrFail(ShopTask, {
    where: { id: credit.taskId },
    select: { id: true, shopperId: true, clientId: true },
  });
  await lockClientCredit(transactions, manager, task.shopperId, task.clientId);
  await manager.insert(ClientCredit, {
    id: randomUUID(),
    shopperId: task.shopperId,
    clientId: task.clientId,
    amount: credit.amount,
    reason: credit.reason,
    sourceId: credit.sourceId,
  });
}
