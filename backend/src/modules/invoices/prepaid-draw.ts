import { randomUUID } from 'node:crypto';
import { type Cents, type DrawnPaymentMethod, fromCents, invoiceBalance } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../infra/database/transactions';
import { ShopTask } from '../tasks/task.entity';
import { lockClientCredit } from './client-credit/client-credit-balance';
import { ClientCredit } from './client-credit/entities/client-credit.entity';
import { CreditNote } from './credit-notes/entities/credit-note.entity';
import { heldForTask } from './deposits/deposit-balance';
import type { Invoice } from './entities/invoice.entity';
import { planSettlement, writeSettlement } from './invoice-settlement';
import { InvoicePayment } from './payments/entities/invoice-payment.entity';

/**
 * After a capture, in its transaction and under its lock on the invoice: money the client
 * already paid pays the invoice's balance first, recorded by nobody (it only moves): what is
 * held for the task (a `deposit` payment), then her credit with the shopper (a `credit`
 * payment, and the draw in her credit's ledger). A draw that covers the whole balance makes the
 * invoice PAID. `invoice` carries its new total and status. Answers whether it settled it.
 */
export async function drawPrepaidMoney(
  transactions: Transactions,
  manager: EntityManager,
  invoice: Invoice,
): Promise<boolean> {
  const [notes, payments, task] = await Promise.all([
    manager.find(CreditNote, { where: { invoiceId: invoice.id }, select: { id: true, total: true } }),
    manager.find(InvoicePayment, { where: { invoiceId: invoice.id }, select: { id: true, amount: true } }),
    manager.findOneOrFail(ShopTask, {
      where: { id: invoice.taskId },
      select: { id: true, shopperId: true, clientId: true },
    }),
  ]);
  let { balanceDue } = invoiceBalance(invoice, notes, payments);
  if (balanceDue <= 0) return false;
  const draw = async (method: DrawnPaymentMethod, available: Cents): Promise<{ id: string; amount: Cents } | null> => {
    const amount = Math.min(available, balanceDue);
    if (amount <= 0) return null;
    const id = randomUUID();
    await manager.insert(InvoicePayment, {
      id,
      invoiceId: invoice.id,
      amount: fromCents(amount),
      method,
      paidOn: new Date().toISOString().slice(0, 10),
      reference: null,
      recordedById: null,
    });
    balanceDue -= amount;
    return { id, amount };
  };
  await draw('deposit', await heldForTask(manager, invoice.taskId));
  const fromCredit = await draw('credit', await lockClientCredit(transactions, manager, task.shopperId, task.clientId));
  if (fromCredit) {
    await manager.insert(ClientCredit, {
      id: randomUUID(),
      shopperId: task.shopperId,
      clientId: task.clientId,
      amount: fromCents(-fromCredit.amount),
      reason: 'drawn',
      sourceId: fromCredit.id,
    });
  }
  if (balanceDue > 0) return false;
  await writeSettlement(manager, invoice.id, await planSettlement(transactions, manager, invoice));
  return true;
}
