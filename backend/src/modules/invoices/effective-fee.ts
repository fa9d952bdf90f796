import type { EntityManager } from 'typeorm';
import { toMoneyString } from '@atelier/billing';
import { ShopTask } from '../tasks/task.entity';

/**
 * The fee percent a capture bills now: the task's own when set, else its shopper's default.
 * Read inside the capturing transaction, so the value frozen on the lines is the current one.
 */
export async function effectiveFeePct(manager: EntityManager, taskId: string): Promise<string> {
  const row = await manager
    .getRepository(ShopTask)
    .createQueryBuilder('task')
    .innerJoin('task.shopper', 'shopper')
    .select('task.feePct', 'feePct')
    .addSelect('shopper.defaultFeePct', 'defaultFeePct')
    .where('task.id = :taskId', { taskId })
    .getRawOne<{ feePct: string | number | null; defaultFeePct: string | number }>();
  if (!row) throw new Error(`Task ${taskId} has no shopper`);
  // Raw DECIMALs: strings on MySQL, numbers on SQLite.
  return toMoneyString(row.feePct ?? row.defaultFeePct);
}
