#!/usr/bin/env node
// How the task reads grow with a shopper's history: for 10, 100 and 1,000 tasks of 30 items
// each (BENCH_HISTORY), a fresh built api on SQLite is seeded (bench/support/seed-reads.mjs),
// then the /tasks screens' first and last page (GET /api/tasks/page), GET /api/tasks/{id} and
// the whole list (GET /api/tasks) are timed one request at a time, from the read
// cache and uncached (a query parameter of its own per request, which the api ignores), with
// the answer's size and the api's resident memory (VmRSS) after the reads.
// Figures, not a test: nothing fails on slowness. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltApi } from './support/built-api-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HISTORY = (process.env.BENCH_HISTORY ?? '10,100,1000').split(',').map(Number);
const ITEMS_PER_TASK = 30;
const CACHED_REQUESTS = Number(process.env.BENCH_CACHED_REQUESTS ?? 200);
const UNCACHED_REQUESTS = Number(process.env.BENCH_UNCACHED_REQUESTS ?? 20);
/** The /tasks screens' page size (frontends/common/src/task-list/task-page-query.ts). */
const PAGE_SIZE = 20;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// After the build: the seeding reads the built entities.
const { seedReads } = await import('./support/seed-reads.mjs');

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10 : null;
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** `count` requests one after another; median and p95 in ms, and the answer's size in KB. */
async function timeReads(url, token, count, uncached) {
  const times = [];
  let bytes = 0;
  for (let n = 0; n < count; n++) {
    const target = uncached
      ? `${url}${url.includes('?') ? '&' : '?'}bench=${n}-${randomBytes(3).toString('hex')}`
      : url;
    const started = process.hrtime.bigint();
    const answer = await fetch(target, { headers: { Authorization: `Bearer ${token}` } });
    const body = await answer.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (!answer.ok) throw new Error(`${target} answered ${answer.status}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    median: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    kb: Math.round(bytes / 102.4) / 10,
  };
}

const rows = [];
for (const tasks of HISTORY) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-history-'));
  const databaseUrl = `sqlite:${join(dataDir, 'atelier.db')}`;
  const api = await startBuiltApi({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    const seeded = await seedReads(api.base, databaseUrl, { tasks, itemsPerTask: ITEMS_PER_TASK, recipients: 5 });
    const token = seeded.shopper.token;
    // The last page's cursor: the task 21st from the end of the list, newest first.
    const listed = await fetch(`${api.base}/api/tasks`, { headers: { Authorization: `Bearer ${token}` } });
    const order = (await listed.json()).map((task) => task.id);
    const deepCursor = order[Math.max(0, order.length - PAGE_SIZE - 1)];
    // The reads the screens make first, so the resident memory after them is theirs; the
    // whole list (GET /api/tasks, which no screen reads a page at a time) last.
    const reads = [
      ['GET /api/tasks/page (first)', `${api.base}/api/tasks/page?limit=${PAGE_SIZE}`],
      ['GET /api/tasks/page (last)', `${api.base}/api/tasks/page?limit=${PAGE_SIZE}&cursor=${deepCursor}`],
      ['GET /api/tasks/{id}', `${api.base}/api/tasks/${seeded.taskIds[0]}`],
      ['GET /api/tasks (whole list)', `${api.base}/api/tasks`],
    ];
    for (const [label, url] of reads) {
      const uncached = await timeReads(url, token, UNCACHED_REQUESTS, true);
      const cached = await timeReads(url, token, CACHED_REQUESTS, false);
      rows.push({
        tasks,
        read: label,
        KB: cached.kb,
        'cached median ms': cached.median,
        'cached p95 ms': cached.p95,
        'uncached median ms': uncached.median,
        'uncached p95 ms': uncached.p95,
        'api RSS MB': residentMb(api.pid),
      });
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\nSQLite, ${ITEMS_PER_TASK} items per task; requests one at a time; RSS after the reads`);
console.table(rows);
