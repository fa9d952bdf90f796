#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) over the landing
// page and /auth as a visitor's first load (cache and storage empty), and over the signed-in
// pages of issue 21 as a returning user's (token in localStorage `authToken` and what the app
// left in storage on an earlier visit, cache empty):
// /shopper-dashboard as the shopper, /client-dashboard as the client, /tasks and /tasks/{id}
// as both (a shopper, her client and a task seeded through the api). Prints each category's
// score and LCP, TBT and CLS; writes bench/results/lighthouse.json. Builds a missing web app
// or the backend first, runs the built api on loopback with a throwaway DATA_DIR, and drives
// Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium). The CPU slowdown is calibrated
// to the machine's benchmark index first (support/calibrated-cpu.mjs) and printed with each row.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltApi } from './support/built-api-process.mjs';
import { calibrateCpu, mobileThrottling } from './support/calibrated-cpu.mjs';
import { ensureBuilt } from './support/ensure-built.mjs';
import { pageLabel, seedSignedInPages } from './support/signed-in-pages.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

ensureBuilt(root);

/**
 * The origin's storage as a visitor's (empty) or as a returning user's: the token, and what the
 * app itself left there on a visit (the remembered account the dashboards' first paint greets
 * by); then the browser's cache emptied.
 */
async function prepareBrowser(port, base, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await page.goto(`${base}/api/health`);
    await page.evaluate((t) => (localStorage.clear(), t && localStorage.setItem('authToken', t)), token);
    if (token) {
      await page.goto(`${base}/profile`);
      await page.waitForFunction(() => localStorage.getItem('atelier.account') !== null, { timeout: 60_000 });
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The elements an accessibility audit flags, as HTML snippets. */
function nodesOf(result) {
  return (result.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.snippet)
    .filter(Boolean)
    .join(' ');
}

/**
 * Runs per page (BENCH_RUNS, default 3). One run's figures move by several points with what
 * else the machine does (its TBT is the trace's CPU time scaled up), so each page's row is its
 * median run by performance, with every run's performance score beside it.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/**
 * A run Lighthouse could not finish (its trace lost, say) measured nothing: it is listed as "-"
 * and left out of the median, unless no run finished.
 * @param {Array<{ scores: Record<string, number>; error?: string }>} runs
 */
function medianRun(runs) {
  const finished = runs.filter((run) => !run.error);
  const sorted = (finished.length > 0 ? finished : runs).toSorted(
    (a, b) => a.scores.performance - b.scores.performance,
  );
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    runs: runs.map((run) => (run.error ? '-' : run.scores.performance)),
  };
}

/** The page's full report, as bench/results/lighthouse/<page>-<role>.json. */
function writeReport(lhr, path, role) {
  const name = pageLabel(path).replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
  mkdirSync(join(root, 'bench', 'results', 'lighthouse'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'lighthouse', `${name}-${role}.json`), JSON.stringify(lhr));
}

const figure = (result, round) => (typeof result?.numericValue === 'number' ? round(result.numericValue) : null);

async function audit(port, url, cpu) {
  const { lhr } = await lighthouse(url, {
    port,
    throttling: mobileThrottling(cpu.multiplier),
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The storage prepared above (the token) must survive; the cache was emptied there.
    disableStorageReset: true,
  });
  const audits = lhr.audits;
  return {
    lhr,
    url: new URL(url).pathname,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    // Lighthouse's measure of the machine's CPU speed during the run: a busy machine reads lower
    // than the calibration did, and the same build then scores lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // A run Lighthouse could not finish (lhr.runtimeError) has no figures: printed as "-".
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    lcpMs: figure(audits['largest-contentful-paint'], (v) => Math.round(v)),
    tbtMs: figure(audits['total-blocking-time'], (v) => Math.round(v)),
    cls: figure(audits['cumulative-layout-shift'], (v) => Number(v.toFixed(3))),
    failing: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${c}:${ref.id}${c === 'accessibility' ? ` (${nodesOf(audits[ref.id])})` : ''}`),
    ),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-'));
const api = await startBuiltApi({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  WEB_DIST_DIR: join(root, 'frontends'),
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const { pages: signedIn } = await seedSignedInPages(api.base);
  const cpu = await calibrateCpu(chrome.port, `${api.base}/api/health`);
  const results = [];
  const benchmarkIndexes = [];
  const pages = [
    { path: '/', role: 'visitor', token: null },
    { path: '/auth', role: 'visitor', token: null },
    ...signedIn,
  ];
  // BENCH_PAGES=/tasks/{id},/auth: only those pages (as every role that sees them).
  const only = process.env.BENCH_PAGES?.split(',');
  for (const { path, role, token } of pages.filter(({ path }) => !only || only.includes(pageLabel(path)))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await prepareBrowser(chrome.port, api.base, token);
      runs.push(await audit(chrome.port, `${api.base}${path}`, cpu));
      if (runs.at(-1).benchmarkIndex !== null) benchmarkIndexes.push(runs.at(-1).benchmarkIndex);
    }
    for (const [index, { error, scores }] of runs.entries()) {
      if (error || scores.performance === 0)
        console.log(`${pageLabel(path)} (${role}) run ${index + 1}: ${error ?? 'no performance score'}`);
    }
    const { lhr, ...median } = medianRun(runs);
    if (process.env.BENCH_LIGHTHOUSE_REPORTS === '1') writeReport(lhr, path, role);
    results.push({ ...median, url: pageLabel(path), role, cpuSlowdownMultiplier: cpu.multiplier });
  }

  const cell = (value, width) => String(value).padStart(width);
  const sortedIndexes = benchmarkIndexes.toSorted((a, b) => a - b);
  const runsIndex = sortedIndexes.length ? Math.round(sortedIndexes[Math.floor((sortedIndexes.length - 1) / 2)]) : '-';
  const calibration = cpu.calibrated ? `calibrated at benchmark index ${cpu.index}` : 'BENCH_CPU_MULTIPLIER';
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile preset (simulated slow 4G), ` +
      `CPU slowdown ${cpu.multiplier}x (${calibration}; 4x at index 1,900); ` +
      `benchmark index during the runs: ${runsIndex} (median; higher is faster)\n\n` +
      `${'page'.padEnd(20)}${'role'.padEnd(9)}${cell('perf', 6)}${cell('a11y', 6)}${cell('best', 6)}${cell('seo', 6)}` +
      `${cell('LCP', 9)}${cell('TBT', 9)}${cell('CLS', 7)}${cell('index', 7)}${cell('cpu', 6)}  perf of each run`,
  );
  for (const r of results) {
    const s = r.scores;
    console.log(
      `${r.url.padEnd(20)}${r.role.padEnd(9)}${cell(s.performance, 6)}${cell(s.accessibility, 6)}${cell(s['best-practices'], 6)}` +
        `${cell(s.seo, 6)}${cell(r.lcpMs === null ? '-' : `${(r.lcpMs / 1000).toFixed(1)} s`, 9)}${cell(r.tbtMs === null ? '-' : `${r.tbtMs} ms`, 9)}${cell(r.cls ?? '-', 7)}` +
        `${cell(r.benchmarkIndex === null ? '-' : Math.round(r.benchmarkIndex), 7)}${cell(`${cpu.multiplier}x`, 6)}  ${r.runs.join(' ')}`,
    );
  }
  for (const r of results) {
    if (r.error) console.log(`\n${r.url} (${r.role}): Lighthouse could not finish: ${r.error}`);
    if (r.failing.length > 0) console.log(`\n${r.url} (${r.role}): audits below full marks: ${r.failing.join(', ')}`);
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results/lighthouse.json');
} finally {
  chrome.kill();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
