import { toCents } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import { Invoice } from '../entities/invoice.entity';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import { DepositRelease } from './entities/deposit-release.entity';
import { TaskDeposit } from './entities/task-deposit.entity';

/**
 * What is held for a task in cents: its PAID deposits less the `deposit` payments its invoices
 * drew from them and what was given back once it was done. Derived every time, never stored.
 */
export async function heldForTask(manager: EntityManager, taskId: string): Promise<number> {
  const paid = await manager.find(TaskDeposit, {
    where: { taskId, status: 'PAID' },
    select: { id: true, amount: true },
  });
  const drawn = await manager
    .getRepository(InvoicePayment)
    .createQueryBuilder('payment')
    .innerJoin(Invoice, 'invoice', 'invoice.id = payment.invoiceId')
    .select('payment.amount', 'amount')
    .where('invoice.taskId = :taskId', { taskId })
    .andWhere("payment.method = 'deposit'")
    .getRawMany<{ amount: string | number }>();
  const released = await manager.find(DepositRelease, { where: { taskId }, select: { id: true, amount: true } });
  const sum = (amounts: (string | number)[]) => amounts.reduce<number>((total, amount) => total + toCents(amount), 0);
  return (
    sum(paid.map((deposit) => deposit.amount)) -
    sum(drawn.map((row) => row.amount)) -
    sum(released.map((release) => release.amount))
  );
}
