import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort, LoggedProcess, waitUntilServing } from '../../support/processes';

/**
 * Test data only: no fsync per commit and no doublewrite buffer. The server is always stopped
 * cleanly (SIGTERM), which writes everything out, so a restart finds every committed row.
 */
const FAST_INNODB = [
  '--innodb-log-file-size=8M',
  '--innodb-flush-log-at-trx-commit=2',
  '--innodb-doublewrite=0',
  '--innodb-buffer-pool-size=64M',
];
/** mariadbd refuses to run as root unless told to (a CI container runs as root). */
const AS_ROOT = process.getuid?.() === 0 ? ['--user=root'] : [];

/**
 * A MariaDB server of the test's own (never the machine's shared one): a data directory
 * installed for it (root, no password), a free port on loopback, and a socket in that
 * directory. The test stops it and starts it again on the same port and data to make an
 * outage. The install takes about a second with these options.
 */
export class OwnMariaDb {
  private server: LoggedProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-fault-mariadb-'));
    const installed = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
        ...AS_ROOT,
        ...FAST_INNODB,
      ],
      { encoding: 'utf8' },
    );
    if (installed.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`mariadb-install-db failed:\n${installed.stdout}${installed.stderr}`);
    }
    const mariadb = new OwnMariaDb(await freePort(), dir);
    await mariadb.startAgain();
    return mariadb;
  }

  /** root without a password, as the shared test server is reached (TEST_MYSQL_URL). */
  get adminUrl(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server?.running ?? false;
  }

  /** A fresh database for one app (its name random), as test-database.ts makes on the shared server. */
  async createDatabase(): Promise<string> {
    const name = `atelier_fault_${randomBytes(6).toString('hex')}`;
    const admin = await createConnection(this.adminUrl);
    try {
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await admin.end();
    }
    return `${this.adminUrl}/${name}`;
  }

  /** Starts the server on its port and data directory, and waits until it takes a query. */
  async startAgain(): Promise<void> {
    if (this.running) throw new Error('MariaDB is already running');
    const server = new LoggedProcess(
      `mariadbd :${this.port}`,
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--port=${this.port}`,
        `--socket=${join(this.dir, 'mysqld.sock')}`,
        `--pid-file=${join(this.dir, 'mysqld.pid')}`,
        '--bind-address=127.0.0.1',
        '--skip-name-resolve',
        ...AS_ROOT,
        ...FAST_INNODB,
      ],
      join(this.dir, 'mariadb.log'),
    );
    this.server = server;
    await waitUntilServing(server, async () => {
      const connection = await createConnection({ uri: this.adminUrl, connectTimeout: 1_000 });
      await connection.end();
    });
  }

  /** Stops the server (SIGTERM: it ends every connection and shuts down cleanly) and waits for it. */
  async stop(): Promise<void> {
    await this.server?.stop();
  }

  async close(): Promise<void> {
    await this.server?.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
