import type { SelectQueryBuilder } from 'typeorm';
import { CreditNote } from '../invoices/credit-notes/entities/credit-note.entity';
import { Invoice } from '../invoices/entities/invoice.entity';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity';
import { Item } from '../items/entities/item.entity';
import type { ShopTask } from './task.entity';

/*
 * The correlated subqueries of the task list (task-list.query.ts), each over one task ("task")
 * and, for the fee, its shopper ("shopper"). Amounts are whole cents, exact on both databases.
 */

/** Cents, exact on both databases: ROUND(price * 100) is an integer before it is multiplied. */
export const SUBTOTAL_CENTS = 'COALESCE(SUM(item.quantity * ROUND(item.unitPrice * 100)), 0)';

/** The task's percent in hundredths (12.50 % is 1250): an integer, so the products below are exact. */
const FEE_HUNDREDTHS = 'ROUND(COALESCE(task.feePct, shopper.defaultFeePct) * 100)';

/**
 * An item's fee per unit at the task's percent now, rounded half away from zero once per unit as
 * every capture rounds it (@atelier/billing unitServiceFee): a fee taken once on a subtotal
 * could differ from the task page's by a cent. An integer over 10000.0 is exact at a half on
 * both databases, and ROUND takes a half away from zero on both.
 */
const UNIT_FEE_CENTS = `ROUND(ROUND(item.unitPrice * 100) * ${FEE_HUNDREDTHS} / 10000.0)`;

/** The fee of every unit of the task's items, over item rows (itemAggregate). */
export const ITEMS_FEE_CENTS = `COALESCE(SUM(item.quantity * ${UNIT_FEE_CENTS}), 0)`;

/**
 * The same fee of the units that invoices which are not VOID hold (returned units stay held):
 * what ITEMS_FEE_CENTS counts of them, taken off to leave the fee of the units not yet billed.
 * One subquery per task over its invoice lines, not one per item.
 */
export function heldFeeAggregate(query: SelectQueryBuilder<ShopTask>): string {
  return query
    .subQuery()
    .select(`COALESCE(SUM(line.capturedQuantity * ${UNIT_FEE_CENTS}), 0)`)
    .from(InvoiceLine, 'line')
    .innerJoin(Invoice, 'holding', 'holding.id = line.invoiceId')
    .innerJoin(Item, 'item', 'item.id = line.itemId')
    .where('holding.taskId = task.id')
    .andWhere("line.status = 'CAPTURED'")
    .andWhere("holding.status <> 'VOID'")
    .getQuery();
}

/** The sum, in cents, of the credit notes on the task's invoices that are not VOID. */
export function creditedAggregate(query: SelectQueryBuilder<ShopTask>): string {
  return query
    .subQuery()
    .select('COALESCE(SUM(ROUND(note.total * 100)), 0)')
    .from(CreditNote, 'note')
    .innerJoin(Invoice, 'credited', 'credited.id = note.invoiceId')
    .where('credited.taskId = task.id')
    .andWhere("credited.status <> 'VOID'")
    .getQuery();
}

/** The sum, in cents, of an amount over the task's invoices that are not VOID. */
export function billedAggregate(query: SelectQueryBuilder<ShopTask>, column: 'originalSubtotal' | 'total'): string {
  return query
    .subQuery()
    .select(`COALESCE(SUM(ROUND(invoice.${column} * 100)), 0)`)
    .from(Invoice, 'invoice')
    .where('invoice.taskId = task.id')
    .andWhere("invoice.status <> 'VOID'")
    .getQuery();
}

export function itemAggregate(query: SelectQueryBuilder<ShopTask>, aggregate: string): string {
  return query.subQuery().select(aggregate).from(Item, 'item').where('item.taskId = task.id').getQuery();
}

/** A draft bills nothing yet and is the shopper's alone: the latest DUE or PAID invoice's status. */
export function latestInvoiceStatus(query: SelectQueryBuilder<ShopTask>): string {
  return query
    .subQuery()
    .select('invoice.status')
    .from(Invoice, 'invoice')
    .where('invoice.taskId = task.id')
    .andWhere("invoice.status IN ('DUE', 'PAID')")
    .orderBy('invoice.createdAt', 'DESC')
    .addOrderBy('invoice.id', 'DESC')
    .limit(1)
    .getQuery();
}
