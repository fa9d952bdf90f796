#!/usr/bin/env node
// Read throughput of every GET a signed-in screen makes on load: builds the backend, boots it
// on loopback (SQLite, then MariaDB when reachable), seeds a shopper with 50 tasks of 30 items
// (a chat, pins on a photo, invoices, invite codes), and prints requests/s and p99 latency of
// each read, as the role that makes it, beside a bare node:http server sending the same bytes
// in the same run (the runtime's ceiling on this machine), and the ratio of the two. The task
// pages' reads at 10 and 50 connections, the others at 50; each again uncached.
// Figures, not a test: nothing fails on slowness. See bench/README.md.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltApi } from './support/built-api-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
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
// After the build: the seeding reads the built entities.
const { seedReads } = await import('./support/seed-reads.mjs');

/** The bare server, given the bytes to answer each path with; resolves with its base URL and a stop function. */
function startBareServer(paths) {
  const child = fork(join(ROOT, 'bench/support/bare-http-server.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send({ paths });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ base: `http://127.0.0.1:${port}`, stop }));
    child.once('exit', (code) => reject(new Error(`The bare server exited with code ${code} before listening`)));
  });
}

/**
 * autocannon's figures for one URL. `uncached`: every request carries a query parameter of its
 * own (which the api ignores), so none is answered from the read cache: the cost of a read
 * right after a change.
 */
async function load(url, connections, token, { uncached = false } = {}) {
  let sequence = 0;
  const { pathname, search } = new URL(url);
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(uncached && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${pathname}${search ? `${search}&` : '?'}bench=${(sequence += 1)}`,
          }),
        },
      ],
    }),
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The api's answer to one read, as the bare server will send it. */
async function answerOf(base, path, token) {
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return { body: await response.text(), contentType: response.headers.get('content-type') };
}

/**
 * Every GET a signed-in screen makes on load, as the role whose screen makes it: [label, path,
 * role]. The first three are the task pages' reads, measured at every connection count.
 */
function readsOf({ client, taskIds, imageUrl }) {
  const task = taskIds[0];
  return [
    ['GET /api/tasks', '/api/tasks', 'shopper'],
    ['GET /api/tasks/{id}', `/api/tasks/${task}`, 'shopper'],
    ['GET /api/recipients?clientId=', `/api/recipients?clientId=${client.id}`, 'shopper'],
    ['GET /api/me', '/api/me', 'shopper'],
    ['GET /api/notifications', '/api/notifications', 'client'],
    ['GET /api/tasks/{id}/invoice', `/api/tasks/${task}/invoice`, 'shopper'],
    ['GET /api/tasks/{id}/invoices', `/api/tasks/${task}/invoices`, 'client'],
    ['GET /api/tasks/{id}/messages', `/api/tasks/${task}/messages`, 'shopper'],
    [
      'GET /api/tasks/{id}/images/{url}/comments',
      `/api/tasks/${task}/images/${encodeURIComponent(imageUrl)}/comments`,
      'shopper',
    ],
    ['GET /api/categories', '/api/categories', 'shopper'],
    ['GET /api/clients', '/api/clients', 'shopper'],
    ['GET /api/invite-codes', '/api/invite-codes', 'shopper'],
    ['GET /api/shoppers/me', '/api/shoppers/me', 'shopper'],
    ['GET /api/my-shopper', '/api/my-shopper', 'client'],
    ['GET /api/dashboard/shopper', '/api/dashboard/shopper', 'shopper'],
    ['GET /api/dashboard/client', '/api/dashboard/client', 'client'],
  ];
}
const TASK_PAGE_READS = 3;
/** BENCH_READS=/api/tasks,/api/me: only these reads (by their path template). */
const ONLY = process.env.BENCH_READS?.split(',').filter(Boolean);
/** BENCH_UNCACHED=0: no uncached rows. */
const UNCACHED = process.env.BENCH_UNCACHED !== '0';

async function runOn(database, databaseUrl, dataDir) {
  const api = await startBuiltApi({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  let bare;
  try {
    const seeded = await seedReads(api.base, databaseUrl, SEED);
    const tokens = { shopper: seeded.shopper.token, client: seeded.client.token };
    const reads = readsOf(seeded)
      .map(([label, path, role], index) => ({ label, path, role, taskPage: index < TASK_PAGE_READS }))
      .filter(({ label }) => !ONLY || ONLY.some((path) => label === `GET ${path}`));
    const paths = {};
    for (const { path, role } of reads) paths[path] = await answerOf(api.base, path, tokens[role]);
    bare = await startBareServer(paths);
    const most = Math.max(...CONNECTIONS);
    console.log(
      `\n${database}: ${SEED.tasks} tasks x ${SEED.itemsPerTask} items, ${DURATION_SECONDS} s each; ` +
        `the task pages' reads at ${CONNECTIONS.join(' and ')} connections, the others at ${most}; ` +
        'bare = node:http sending the same bytes, in this run',
    );
    const rows = [];
    const runs = reads.flatMap((read) => [
      ...(read.taskPage ? CONNECTIONS : [most]).map((connections) => ({ ...read, connections, uncached: false })),
      // Again with none answered from the read cache.
      ...(UNCACHED ? [{ ...read, connections: most, uncached: true }] : []),
    ]);
    /** The bare server's figures per path and connection count, measured once. */
    const ceilings = new Map();
    for (const { label, path, role, connections, uncached } of runs) {
      const served = await load(api.base + path, connections, tokens[role], { uncached });
      const key = `${connections} ${path}`;
      if (!ceilings.has(key)) ceilings.set(key, await load(bare.base + path, connections));
      const ceiling = ceilings.get(key);
      rows.push({
        endpoint: `${label}${uncached ? ' uncached' : ''}`,
        as: role,
        conns: connections,
        KB: Math.round(Buffer.byteLength(paths[path].body) / 102.4) / 10,
        'api req/s': served.rps,
        'api p99 ms': served.p99,
        'bare req/s': ceiling.rps,
        'bare p99 ms': ceiling.p99,
        ratio: Math.round((served.rps / ceiling.rps) * 1000) / 1000,
        failures: served.failures,
      });
    }
    console.table(rows);
    // autocannon stops sending at the deadline, not when the last answers arrive: let them land
    // before the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await bare?.stop();
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
