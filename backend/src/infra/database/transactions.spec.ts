import { ConflictException } from '@nestjs/common';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Transactions } from './transactions';

const manager = {} as EntityManager;
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A DataSource that records how transactions end instead of talking to a database. */
function fakeDataSource(type: 'better-sqlite3' | 'mysql') {
  const events: string[] = [];
  const dataSource = {
    options: { type },
    transaction: async (...args: unknown[]) => {
      const work = args[args.length - 1] as (manager: EntityManager) => Promise<unknown>;
      events.push(`begin${args.length === 2 ? ` ${String(args[0])}` : ''}`);
      try {
        const result = await work(manager);
        events.push('commit');
        return result;
      } catch (error) {
        events.push('rollback');
        throw error;
      }
    },
  };
  return { events, transactions: new Transactions(dataSource as unknown as DataSource) };
}

describe('Transactions', () => {
  it('on SQLite, runs changes one after the other even when they yield in between', async () => {
    const { events, transactions } = fakeDataSource('better-sqlite3');
    const change = (name: string) =>
      transactions.decideThenWrite(
        async () => {
          events.push(`${name} decides`);
          await later();
          return name;
        },
        async (_manager, plan) => {
          await later();
          events.push(`${plan} writes`);
          return plan;
        },
      );
    expect(await Promise.all([change('A'), change('B')])).toEqual(['A', 'B']);
    expect(events).toEqual(['begin', 'A decides', 'A writes', 'commit', 'begin', 'B decides', 'B writes', 'commit']);
  });

  it('keeps the SQLite queue going after a failed change', async () => {
    const { transactions } = fakeDataSource('better-sqlite3');
    const failing = transactions.decideThenWrite(
      async () => null,
      async () => {
        throw new Error('disk full');
      },
    );
    const next = transactions.decideThenWrite(
      async () => 'ok',
      async (_manager, plan) => plan,
    );
    await expect(failing).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('ok');
  });

  it('commits a refusal raised while deciding (nothing was written) and throws it afterwards', async () => {
    const { events, transactions } = fakeDataSource('better-sqlite3');
    const write = jest.fn();
    const refusal = new ConflictException('Only 2 left to invoice for "Coat".');
    await expect(
      transactions.decideThenWrite(async () => {
        throw refusal;
      }, write),
    ).rejects.toBe(refusal);
    expect(write).not.toHaveBeenCalled();
    expect(events).toEqual(['begin', 'commit']);
  });

  it('rolls back when writing fails, and when deciding fails unexpectedly', async () => {
    const { events, transactions } = fakeDataSource('mysql');
    await expect(
      transactions.decideThenWrite(
        async () => null,
        async () => {
          throw new Error('lost connection');
        },
      ),
    ).rejects.toThrow('lost connection');
    await expect(
      transactions.decideThenWrite(async () => {
        throw new TypeError('bug');
      }, jest.fn()),
    ).rejects.toThrow('bug');
    expect(events).toEqual(['begin READ COMMITTED', 'rollback', 'begin READ COMMITTED', 'rollback']);
  });

  it('locks rows with FOR UPDATE on MySQL only', () => {
    const setLock = jest.fn().mockReturnThis();
    const query = { setLock } as unknown as SelectQueryBuilder<object>;
    fakeDataSource('better-sqlite3').transactions.forUpdate(query);
    expect(setLock).not.toHaveBeenCalled();
    fakeDataSource('mysql').transactions.forUpdate(query);
    expect(setLock).toHaveBeenCalledWith('pessimistic_write');
  });
});
