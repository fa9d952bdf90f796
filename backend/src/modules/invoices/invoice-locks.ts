import { type EntityManager, In } from 'typeorm';
import type { Transactions } from '../../infra/database/transactions';
import { Item } from '../items/entities/item.entity';
import { Invoice } from './entities/invoice.entity';
import type { InvoiceLine } from './entities/invoice-line.entity';

/*
 * The locks a change to a finalized invoice takes, in this order (see Transactions): the
 * invoice row, then its lines' items by id, as captures take them.
 */

export function lockInvoice(transactions: Transactions, manager: EntityManager, invoiceId: string): Promise<Invoice> {
  return transactions
    .forUpdate(manager.getRepository(Invoice).createQueryBuilder('invoice').where({ id: invoiceId }))
    .getOneOrFail();
}

/** The items of the lines, locked after their invoice and in id order. */
export function lockItemsOf(
  transactions: Transactions,
  manager: EntityManager,
  lines: readonly InvoiceLine[],
): Promise<Item[]> {
  const ids = [...new Set(lines.map((line) => line.itemId))];
  if (ids.length === 0) return Promise.resolve([]);
  return transactions
    .forUpdate(
      manager
        .getRepository(Item)
        .createQueryBuilder('item')
        .where({ id: In(ids) })
        .orderBy('item.id', 'ASC'),
    )
    .getMany();
}
