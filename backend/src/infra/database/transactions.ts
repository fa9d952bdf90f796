import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

type Outcome<R> = { refused: HttpException } | { result: R };

/**
 * How multi-row changes (registration, invoice create/capture/finalize/pay/void) stay correct
 * when requests arrive together. Every transaction of the app goes through here.
 *
 * MySQL/MariaDB: each change is a READ COMMITTED transaction that locks the rows it decides
 * on with SELECT ... FOR UPDATE (`forUpdate`), always in the same order within one kind of
 * change (for invoices: the task row when creating; the invoice row; then the items, by id),
 * so changes touching the same rows queue up instead of deadlocking, and whatever one reads
 * after taking its locks includes what the previous holder committed.
 *
 * SQLite: TypeORM 1.1.1's better-sqlite3 driver runs all queries of the process on one
 * connection, and a transaction begun while another is open becomes a SAVEPOINT inside it
 * (AbstractSqliteQueryRunner.startTransaction): transactions are not isolated from one another
 * and there is no FOR UPDATE. So here through an in-process queue,
 * one at a time (SQLite is the single-process mode; run several api processes on MySQL).
 * Other requests' statements that run meanwhile still land inside the open transaction, which
 * is why a change is split into `decide` and `write`: a refusal raised while deciding (an
 * HttpException) commits the transaction, which has written nothing, instead of rolling back
 * statements that are not its own; it is thrown once the transaction is over.
 */
@Injectable()
export class Transactions {
  private readonly sqlite: boolean;
  /** The SQLite queue: settles when the last change in line has finished. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Runs `decide` (reads, locks and checks; throws an HttpException to refuse) and then
   * `write` with its plan, in one transaction. Anything thrown by `write` rolls back.
   */
  async decideThenWrite<P, R>(
    decide: (manager: EntityManager) => Promise<P>,
    write: (manager: EntityManager, plan: P) => Promise<R>,
  ): Promise<R> {
    const work = async (manager: EntityManager): Promise<Outcome<R>> => {
      let plan: P;
      try {
        plan = await decide(manager);
      } catch (error) {
        if (error instanceof HttpException) return { refused: error };
        throw error;
      }
      return { result: await write(manager, plan) };
    };
    const outcome = this.sqlite
      ? await this.inTurn(() => this.dataSource.transaction(work))
      : await this.dataSource.transaction('READ COMMITTED', work);
    if ('refused' in outcome) throw outcome.refused;
    return outcome.result;
  }

  /** A change with nothing to decide first: `work` in one transaction (taking its turn on SQLite). */
  write<R>(work: (manager: EntityManager) => Promise<R>): Promise<R> {
    return this.decideThenWrite(async () => undefined, work);
  }

  /** FOR UPDATE where the database has it; on SQLite taking turns stands in for row locks. */
  forUpdate<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): SelectQueryBuilder<E> {
    return this.sqlite ? query : query.setLock('pessimistic_write');
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }
}
