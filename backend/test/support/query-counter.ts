import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The relay's idle pass: one SELECT of job_outbox alone (JobOutboxRelay). */
const RELAY_POLL = /^SELECT\b(?:(?!\bJOIN\b)[\s\S])*\bFROM [`"]?job_outbox[`"]?/i;

export interface CountedQueries<T> {
  result: T;
  /** The SQL statements, in the order they were issued. */
  queries: string[];
}

/**
 * Records every SQL statement the app's DataSource issues while `action` runs. Both query
 * runners (better-sqlite3 and mysql) hand each statement to the DataSource's logger before
 * running it, whatever the logging options, so wrapping `logQuery` sees them all on either
 * database. Everything issued meanwhile is counted: run one request at a time. Statements of
 * other DataSources (the BullMQ worker's in mysql mode) are not seen, nor the outbox relay's
 * look for due jobs, which runs every second whatever the requests do.
 */
export async function countQueries<T>(app: INestApplication, action: () => Promise<T>): Promise<CountedQueries<T>> {
  const dataSource = app.get(DataSource);
  const original = dataSource.logger;
  const queries: string[] = [];
  dataSource.logger = new Proxy(original, {
    get: (target, key, receiver) =>
      key === 'logQuery'
        ? (query: string, ...rest: unknown[]) => {
            if (!RELAY_POLL.test(query)) queries.push(query);
            return target.logQuery(query, ...(rest as []));
          }
        : Reflect.get(target, key, receiver),
  });
  try {
    return { result: await action(), queries };
  } finally {
    dataSource.logger = original;
  }
}
