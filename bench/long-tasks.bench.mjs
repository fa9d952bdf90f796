#!/usr/bin/env node
// The main thread's long tasks (over 50 ms) of each signed-in page's first load, and what ran
// in each, to tell where Lighthouse's Total Blocking Time comes from: a script's evaluation, a
// React render from its scheduler (`performWorkUntilDeadline` in the react-dom chunk: a render
// that did not yield, or a commit), a timer's microtasks (TanStack Query's notifications, whose
// useSyncExternalStore renders are always blocking), or style and layout. Each page opens as
// the role that sees it, for a returning user (token and what the app left in storage on a
// visit just before, cache emptied), under Chromium's own throttling (4x CPU, 150 ms latency,
// 1.6 Mbps) rather than Lighthouse's simulation, so durations are those of a slow phone.
// Prints each task's start (ms after navigation), its duration and its largest parts, and the
// page's sum of the time past 50 ms per task. Builds a missing web app or the backend first
// (as bench:lighthouse); `BENCH_PAGES=/tasks/{id},/shopper-dashboard` measures only those.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startBuiltApi } from './support/built-api-process.mjs';
import { ensureBuilt } from './support/ensure-built.mjs';
import { pageLabel, seedSignedInPages } from './support/signed-in-pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long after the load event the page is watched: the late renders of its answers count too. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);
const LONG_TASK_US = 50_000;
/** Trace events that say what a task spent its time on. */
const PARTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

ensureBuilt(root);

/** The origin's storage as a returning user's (see bench:lighthouse), then the cache emptied. */
async function asReturningUser(page, base, token) {
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => (localStorage.clear(), localStorage.setItem('authToken', t)), token);
  await page.goto(`${base}/profile`);
  await page.waitForFunction(() => localStorage.getItem('atelier.account') !== null, { timeout: 60_000 });
  await page.goto(`${base}/api/health`);
}

function describe(event, base) {
  const data = event.args?.data ?? {};
  const where = data.url ? ` ${data.url.replace(base, '')}` : '';
  const what = data.functionName ? ` ${data.functionName}` : '';
  return `${event.name}${where}${what} ${Math.round(event.dur / 1000)}`;
}

/** The renderer's main thread's long tasks in a trace, each with its parts over 8 ms. */
function longTasks(events, base) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript' && x.args?.data?.url?.startsWith(base)),
  );
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts >= onMain[0].ts);
  const start = navigation?.ts ?? onMain[0].ts;
  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US && e.ts >= start)
    .map((task) => ({
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(task.dur / 1000),
      parts: onMain
        .filter((e) => PARTS.has(e.name) && e.dur > 8_000 && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
        .slice(0, 5)
        .map((e) => describe(e, base)),
    }));
}

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-long-tasks-'));
const api = await startBuiltApi({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  WEB_DIST_DIR: join(root, 'frontends'),
});
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'] });
try {
  const { pages } = await seedSignedInPages(api.base);
  const only = process.env.BENCH_PAGES?.split(',');
  for (const { path, role, token } of pages.filter(({ path }) => !only || only.includes(pageLabel(path)))) {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await page.createCDPSession();
    await asReturningUser(page, api.base, token);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${api.base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const tasks = longTasks(trace.traceEvents, api.base);
    const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
    console.log(`\n${pageLabel(path)} as the ${role}: ${tasks.length} long tasks, ${blocking} ms past 50 ms`);
    for (const task of tasks)
      console.log(`  ${String(task.at).padStart(6)} ms  +${task.ms} ms  ${task.parts.join(' | ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
