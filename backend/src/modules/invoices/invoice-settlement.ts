import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../infra/database/transactions';
import { payItem } from '../items/item-state';
import { readItems } from '../tasks/item-read-model';
import { moveTaskStatus } from '../tasks/task-status-moves';
import { Invoice } from './entities/invoice.entity';
import { InvoiceLine } from './entities/invoice-line.entity';
import { lockItemsOf } from './invoice-locks';
import { payInvoice } from './invoice-state';
import { type ItemStatusChanges, planItemStatuses, writeItemStatuses } from './item-status-updates';

/** What an invoice's being paid in full changes, decided under its lock. */
export interface Settlement {
  itemStatuses: ItemStatusChanges;
  taskId: string;
  /** Nothing of the task's items is left to invoice: the task is complete once this is paid. */
  settlesTask: boolean;
}

/**
 * DUE -> PAID (409 for a draft, a closed or an empty invoice): its items become INVOICED_PAID
 * for good, an item whose every unit was returned staying CREDITED. Paying moves no quantity,
 * so what remains of the task is what no DUE or PAID invoice holds. `invoice` is locked.
 */
export async function planSettlement(
  transactions: Transactions,
  manager: EntityManager,
  invoice: Invoice,
): Promise<Settlement> {
  const lines = await manager.find(InvoiceLine, { where: { invoiceId: invoice.id } });
  payInvoice(invoice.status, lines.length);
  const items = await lockItemsOf(transactions, manager, lines);
  const remaining = await readItems(manager, { taskId: invoice.taskId });
  return {
    itemStatuses: planItemStatuses(
      items.filter((item) => item.status !== 'CREDITED'),
      payItem,
    ),
    taskId: invoice.taskId,
    settlesTask: remaining.every((item) => item.qtyRemaining === 0),
  };
}

/** The invoice PAID, its items paid, and the task COMPLETE when nothing of it is left to invoice. */
export async function writeSettlement(
  manager: EntityManager,
  invoiceId: string,
  settlement: Settlement,
): Promise<void> {
  const now = new Date();
  await manager.update(Invoice, { id: invoiceId }, { status: 'PAID', paidAt: now, updatedAt: now });
  await writeItemStatuses(manager, settlement.itemStatuses);
  if (settlement.settlesTask) await moveTaskStatus(manager, settlement.taskId, 'COMPLETE');
}
