import { randomUUID } from 'node:crypto';
import { fromCents, invoiceBalance } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../../infra/database/transactions';
import { CreditNote } from '../credit-notes/entities/credit-note.entity';
import type { Invoice } from '../entities/invoice.entity';
import { planSettlement, writeSettlement } from '../invoice-settlement';
import { InvoicePayment } from '../payments/entities/invoice-payment.entity';
import { heldForTask } from './deposit-balance';

/**
 * After a capture, in its transaction and under its lock on the invoice: what is held for the
 * task pays the invoice's balance first, as one `deposit` payment (recorded by nobody: it moves
 * money the client already paid). A draw that covers the whole balance makes the invoice PAID.
 * `invoice` carries its new total and status. Answers whether it settled the invoice.
 */
export async function drawFromDeposits(
  transactions: Transactions,
  manager: EntityManager,
  invoice: Invoice,
): Promise<boolean> {
  const held = await heldForTask(manager, invoice.taskId);
  if (held <= 0) return false;
  const [notes, payments] = await Promise.all([
    manager.find(CreditNote, { where: { invoiceId: invoice.id }, select: { id: true, total: true } }),
    manager.find(InvoicePayment, { where: { invoiceId: invoice.id }, select: { id: true, amount: true } }),
  ]);
  const { balanceDue } = invoiceBalance(invoice, notes, payments);
  const draw = Math.min(held, balanceDue);
  if (draw <= 0) return false;
  await manager.insert(InvoicePayment, {
    id: randomUUID(),
    invoiceId: invoice.id,
    amount: fromCents(draw),
    method: 'deposit',
    paidOn: new Date().toISOString().slice(0, 10),
    reference: null,
    recordedById: null,
  });
  if (draw < balanceDue) return false;
  await writeSettlement(manager, invoice.id, await planSettlement(transactions, manager, invoice));
  return true;
}
