import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * One place turns DATABASE_URL into TypeORM options, so the api, the worker and the tests
 * open the database the same way. The schema is owned by migrations, never synchronize.
 */
export function buildDataSourceOptions(databaseUrl: string): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
  };
  if (databaseUrl.startsWith('sqlite:')) {
    return {
      ...common,
      type: 'better-sqlite3',
      database: databaseUrl.slice('sqlite:'.length),
      // WAL lets readers proceed while the single writer commits; the busy timeout queues
      // concurrent writers instead of failing them with SQLITE_BUSY.
      enableWAL: true,
      timeout: 10_000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const url = new URL(databaseUrl);
  return {
    ...common,
    type: 'mysql',
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
  };
}
