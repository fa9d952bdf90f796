#!/usr/bin/env node
// Fan-out latency of live updates: builds the backend, boots it on loopback, connects 200
// sockets to one task's two parties (half the client's, half the shopper's), posts a message
// through the API and times until each socket receives its `message.created` event. Once with
// one api process on SQLite (in-process adapter), then, when MariaDB and Redis answer, with two
// api processes on MariaDB joined by the Redis streams adapter (half the sockets on each, the
// message posted through each api in turn). Figures, not a test: nothing fails on slowness.
// See bench/README.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { call, signUpShopperAndClient } from './support/bench-accounts.mjs';
import { startBuiltApi } from './support/built-api-process.mjs';
import { scratchMysqlDatabase, scratchRedisPrefix } from './support/scratch-services.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const MYSQL_ADMIN_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A socket that has not received the message by then is counted as missing it. */
const ROUND_TIMEOUT_MS = 10_000;
/** Handshakes at once: each one checks its token and reads its user. */
const CONNECT_BATCH = 25;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A browser's socket: WebSocket only, bearer token in the handshake, no reconnection. */
function connect(base, token) {
  const socket = io(base, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** `count` sockets of each of `accounts` on `base`, opened a batch at a time. */
async function connectMany(base, accounts, count) {
  const wanted = accounts.flatMap((account) => Array.from({ length: count }, () => account));
  const sockets = [];
  for (let n = 0; n < wanted.length; n += CONNECT_BATCH) {
    const batch = wanted.slice(n, n + CONNECT_BATCH);
    sockets.push(...(await Promise.all(batch.map((account) => connect(base, account.token)))));
  }
  return sockets;
}

/** Resolves with the ms from `start` until the socket got the message, or null on timeout. */
function arrival(socket, content, start) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off('live', listener);
      resolve(null);
    }, ROUND_TIMEOUT_MS);
    const listener = (event) => {
      if (event.type !== 'message.created' || event.message?.content !== content) return;
      const elapsed = performance.now() - start.at;
      clearTimeout(timer);
      socket.off('live', listener);
      resolve(elapsed);
    };
    socket.on('live', listener);
  });
}

/**
 * One message, posted by the client through `poster`: the ms until the POST was answered, and
 * every socket's latency from just before the POST, grouped by the api the socket is on.
 */
async function round(groups, poster, parties, label) {
  const content = `Fan-out ${label} ${randomBytes(4).toString('hex')}`;
  const start = { at: 0 };
  const arrivals = groups.map(({ sockets }) => sockets.map((socket) => arrival(socket, content, start)));
  start.at = performance.now();
  await call(poster, 'POST', `/api/tasks/${parties.taskId}/messages`, {
    token: parties.client.token,
    body: { content },
  });
  const answered = performance.now() - start.at;
  return { answered, latencies: await Promise.all(arrivals.map((group) => Promise.all(group))) };
}

/** The two parties of one task, made through `base`. */
async function taskParties(base) {
  const { shopper, client } = await signUpShopperAndClient(base);
  const recipient = await call(base, 'POST', '/api/recipients', {
    token: shopper.token,
    body: { clientId: client.id, relationship: 'self', displayName: 'Bench Client' },
  });
  const task = await call(base, 'POST', '/api/tasks', {
    token: shopper.token,
    body: {
      title: 'Fan-out bench',
      description: 'Live updates benchmark',
      clientId: client.id,
      categoryId: 'CLOTHING',
      recipientId: recipient.id,
    },
  });
  return { shopper, client, taskId: task.id };
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (value === undefined ? '-' : Number(value.toFixed(1)));

function summary(label, latencies, expected) {
  const received = latencies.filter((value) => value !== null).sort((a, b) => a - b);
  return {
    sockets: label,
    received: `${received.length} / ${expected}`,
    'median ms': ms(percentile(received, 50)),
    'p99 ms': ms(percentile(received, 99)),
    'max ms': ms(received.at(-1)),
  };
}

/**
 * Connects SOCKETS sockets spread evenly over `apis` (half the client's, half the shopper's
 * on each), runs an untimed warm-up round and ROUNDS timed ones, each posted through the
 * next api in turn, and prints the latencies over all rounds.
 */
async function measure(title, apis) {
  const parties = await taskParties(apis[0].base);
  const perAccount = SOCKETS / apis.length / 2;
  const groups = [];
  try {
    for (const api of apis) {
      groups.push({ api, sockets: await connectMany(api.base, [parties.client, parties.shopper], perAccount) });
    }
    await round(groups, apis[0].base, parties, 'warm-up');
    const sameApi = [];
    const otherApi = [];
    const answers = [];
    for (let n = 0; n < ROUNDS; n++) {
      const poster = apis[n % apis.length];
      const { answered, latencies } = await round(groups, poster.base, parties, `round ${n}`);
      answers.push(answered);
      latencies.forEach((group, index) => (groups[index].api === poster ? sameApi : otherApi).push(...group));
    }
    const answer = ms(
      percentile(
        answers.sort((a, b) => a - b),
        50,
      ),
    );
    console.log(`\n${title}: ${SOCKETS} sockets, ${ROUNDS} messages (after one warm-up)`);
    console.log(`POST /api/tasks/{id}/messages answered in ${answer} ms (median)`);
    const rows = [summary('all', [...sameApi, ...otherApi], SOCKETS * ROUNDS)];
    if (apis.length > 1) {
      const perApi = (SOCKETS / apis.length) * ROUNDS;
      rows.push(summary('on the api posted to', sameApi, perApi), summary('on the other api', otherApi, perApi));
    }
    console.table(rows);
  } finally {
    for (const socket of groups.flatMap((group) => group.sockets)) socket.close();
  }
}

const secret = randomBytes(32).toString('hex');

const sqliteDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
try {
  const api = await startBuiltApi({
    DATA_DIR: sqliteDir,
    DATABASE_URL: `sqlite:${join(sqliteDir, 'atelier.db')}`,
    JWT_SECRET: secret,
  });
  try {
    await measure('One api process, SQLite, in-process adapter', [api]);
  } finally {
    await api.stop();
  }
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const database = await scratchMysqlDatabase(MYSQL_ADMIN_URL);
const redis = await scratchRedisPrefix(REDIS_URL);
if (!database || !redis) {
  const missing = !database
    ? `MariaDB at ${MYSQL_ADMIN_URL} (BENCH_MYSQL_URL)`
    : `Redis at ${REDIS_URL} (BENCH_REDIS_URL)`;
  console.log(`\nTwo api processes: skipped (nothing answers: ${missing})`);
  await database?.drop();
  await redis?.drop();
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: redis.prefix,
    JWT_SECRET: secret,
  };
  const apis = [];
  try {
    // One after the other: each migrates the database at start.
    apis.push(await startBuiltApi(env));
    apis.push(await startBuiltApi(env));
    await measure('Two api processes, MariaDB, Redis streams adapter', apis);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    await redis.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
