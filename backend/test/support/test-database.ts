import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/** Which database the integration suite runs on; `npm test` runs it once per mode. */
export type TestDatabaseMode = 'mysql' | 'sqlite';

export function testDatabaseMode(): TestDatabaseMode {
  return process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
}

const MYSQL_ADMIN_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database (and data directory) for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-test-'));
  if (testDatabaseMode() === 'sqlite') {
    return {
      url: `sqlite:${join(dataDir, 'atelier.db')}`,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection(MYSQL_ADMIN_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    url: `${MYSQL_ADMIN_URL}/${name}`,
    dataDir,
    drop: async () => {
      const conn = await createConnection(MYSQL_ADMIN_URL);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
