#!/usr/bin/env node
// Read throughput of the task pages: builds the backend, boots it on loopback (SQLite, then
// MariaDB when reachable), seeds a shopper with 50 tasks of 30 items, and prints requests/s
// and p99 latency of GET /api/tasks, GET /api/tasks/{id} and GET /api/recipients?clientId=.
// Figures, not a test: nothing fails on slowness. See bench/README.md.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedReads } from './support/seed-reads.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MYSQL_ADMIN_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const SEED = { tasks: 50, itemsPerTask: 30, recipients: 10 };

let autocannon;
try {
  ({ default: autocannon } = await import('autocannon'));
} catch {
  console.error('autocannon is not installed: npm install (it is a root devDependency).');
  process.exit(1);
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the built api as a child process; resolves with its base URL and a stop function. */
function startApi(env) {
  const child = fork(join(ROOT, 'bench/support/serve-built-api.mjs'), {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The api did not start within 60 s')), 60_000);
    child.once('message', ({ port }) => {
      clearTimeout(timer);
      resolve({ base: `http://127.0.0.1:${port}`, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The api exited with code ${code} before listening`));
    });
  });
}

async function measure(base, label, path, token) {
  const result = await autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    endpoint: label,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    failures,
  };
}

async function runOn(database, databaseUrl, dataDir) {
  const api = await startApi({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    const { shopper, client, taskIds } = await seedReads(api.base, databaseUrl, SEED);
    console.log(
      `\n${database}: ${SEED.tasks} tasks x ${SEED.itemsPerTask} items, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    const rows = [
      await measure(api.base, 'GET /api/tasks', '/api/tasks', shopper.token),
      await measure(api.base, 'GET /api/tasks/{id}', `/api/tasks/${taskIds[0]}`, shopper.token),
      await measure(api.base, 'GET /api/recipients?clientId=', `/api/recipients?clientId=${client.id}`, shopper.token),
    ];
    console.table(rows);
    // autocannon stops sending at the deadline, not when the last answers arrive: let them land
    // before the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await api.stop();
  }
}

/** A MariaDB/MySQL server answering at BENCH_MYSQL_URL (or the local default), or null. */
async function mysqlAdmin() {
  const { createConnection } = await import('mysql2/promise');
  try {
    return await createConnection({ uri: MYSQL_ADMIN_URL, connectTimeout: 2000 });
  } catch {
    return null;
  }
}

const sqliteDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
try {
  await runOn('SQLite', `sqlite:${join(sqliteDir, 'atelier.db')}`, sqliteDir);
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const admin = await mysqlAdmin();
if (!admin) {
  console.log(`\nMariaDB: skipped (nothing answers at ${MYSQL_ADMIN_URL}; set BENCH_MYSQL_URL)`);
} else {
  const name = `atelier_bench_${randomBytes(4).toString('hex')}`;
  const mysqlDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    await runOn('MariaDB', `${MYSQL_ADMIN_URL.replace(/\/$/, '')}/${name}`, mysqlDir);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
    rmSync(mysqlDir, { recursive: true, force: true });
  }
}
