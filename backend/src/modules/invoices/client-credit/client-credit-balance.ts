import { type Cents, toCents } from '@atelier/billing';
import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../../infra/database/transactions';
import { Client } from '../../clients/client.entity';
import { ClientCredit } from './entities/client-credit.entity';

/** A client's credit with one shopper, in cents: the sum of her ledger rows. */
export async function creditBalance(manager: EntityManager, shopperId: string, clientId: string): Promise<Cents> {
  const rows = await manager.find(ClientCredit, { where: { shopperId, clientId }, select: { id: true, amount: true } });
  return rows.reduce<Cents>((sum, row) => sum + toCents(row.amount), 0);
}

/**
 * Takes the client's row lock before her credit changes: two invoices drawing on it at once
 * (on two tasks, under two invoice locks) take turns, so together they never draw more than
 * she has. Always taken after the invoice's or the checkout's lock.
 */
export async function lockClientCredit(
  transactions: Transactions,
  manager: EntityManager,
  shopperId: string,
  clientId: string,
): Promise<Cents> {
  await transactions
    .forUpdate(manager.getRepository(Client).createQueryBuilder('client').where({ userId: clientId }))
    .getOneOrFail();
  return creditBalance(manager, shopperId, clientId);
}
