import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadAppConfig } from './config/app-config';
import { buildDataSourceOptions } from './infra/database/data-source-options';

/**
 * `node dist/migrate.js`: brings the database schema up to date, then exits. Every api and
 * worker also migrates at boot, but MySQL cannot run two migrations of a fresh database at
 * once (its DDL is not transactional and TypeORM takes no lock), so a deployment that starts
 * several processes together runs this once first (infra/docker-compose.yml's `migrate`
 * service); the processes then find nothing left to do.
 */
async function migrate(): Promise<void> {
  const config = loadAppConfig();
  const dataSource = new DataSource({ ...buildDataSourceOptions(config.databaseUrl), migrationsRun: false });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name);
    process.stdout.write(names.length === 0 ? 'Schema up to date\n' : `Applied ${names.join(', ')}\n`);
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: its message says which variable.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
