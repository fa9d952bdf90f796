#!/usr/bin/env node
// Runs every suite the way CI does: backend unit tests once, the billing library's unit and
// property tests (libs/billing), the integration suite on SQLite with the inline queue driver
// and on MariaDB with Redis and BullMQ, the scale-out test (the
// built api twice and a worker as separate processes on MariaDB and Redis), the fault tests
// (MariaDB, Redis and SMTP servers of their own, stopped and started again), the frontends'
// component tests (Jest under jsdom), then the end-to-end journeys (Playwright in Debian's
// Chromium against the built app). Prints one closing line "N passed, M failed" over all of
// them and exits non-zero when anything failed. TEST_MODES=unit,web runs a subset; extra
// arguments go to Jest (backend, billing and web modes).
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const requested = (process.env.TEST_MODES ?? 'unit,billing,sqlite,mysql,scale,faults,web,e2e')
  .split(',')
  .map((m) => m.trim());
const jestRun = (cwd, project, env = {}, args = []) => ({ kind: 'jest', cwd: join(root, cwd), project, env, args });
const runs = {
  unit: jestRun('backend', 'unit'),
  billing: jestRun('libs/billing', 'billing'),
  // Each file boots its own app on its own database and spends much of its time waiting on it,
  // on Chromium or on a queue: two files at once.
  sqlite: jestRun('backend', 'integration', { TEST_DB: 'sqlite' }, ['--maxWorkers=2']),
  mysql: jestRun('backend', 'integration', { TEST_DB: 'mysql' }, ['--maxWorkers=2']),
  scale: jestRun('backend', 'scale', { TEST_DB: 'mysql' }),
  // Mostly waiting out outages: both files at once.
  faults: jestRun('backend', 'faults', { TEST_DB: 'mysql' }, ['--maxWorkers=2']),
  // jsdom suites are CPU-bound and spend little time waiting: one worker per core.
  web: jestRun('frontends', 'web', {}, ['--maxWorkers=2']),
  e2e: { kind: 'playwright' },
};
const extraArgs = process.argv.slice(2);
const outDir = mkdtempSync(join(tmpdir(), 'atelier-tests-'));
let passed = 0;
let failed = 0;
let broken = false;

/** Jest's --json report: counts, and whether any suite failed to load. */
function runJest(mode, run) {
  const outputFile = join(outDir, `${mode}.json`);
  const result = spawnSync(
    'npx',
    ['jest', '--selectProjects', run.project, '--json', '--outputFile', outputFile, ...run.args, ...extraArgs],
    { cwd: run.cwd, stdio: 'inherit', env: { ...process.env, ...run.env } },
  );
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // A suite that fails to load has no failed tests but must still fail the run.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    broken: report.numFailedTestSuites > 0 || result.status !== 0,
  };
}

/** Builds the apps (Nx: cached when nothing changed), then Playwright with its JSON report. */
function runPlaywright(mode) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit code ${build.status})`);
  const outputFile = join(outDir, `${mode}.json`);
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  const { stats } = JSON.parse(readFileSync(outputFile, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    broken: result.status !== 0 || (stats.errors?.length ?? 0) > 0,
  };
}

const timings = [];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
for (const mode of requested) {
  const run = runs[mode];
  if (!run) {
    console.error(`Unknown test mode "${mode}" (known: ${Object.keys(runs).join(', ')})`);
    process.exit(2);
  }
  console.log(`\n=== ${mode} ===`);
  const modeStarted = Date.now();
  try {
    const counts = run.kind === 'jest' ? runJest(mode, run) : runPlaywright(mode);
    passed += counts.passed;
    failed += counts.failed;
    if (counts.broken) broken = true;
  } catch (error) {
    broken = true;
    console.error(`The ${mode} run produced no report: ${error instanceof Error ? error.message : error}`);
  }
  timings.push(`${mode} ${minutes(Date.now() - modeStarted)}`);
}
// Each suite's time, so a slow one is seen before it reaches CI's limit.
console.log(`\nTimes: ${timings.join(', ')}; all ${minutes(Date.now() - started)}`);
rmSync(outDir, { recursive: true, force: true });
if (broken && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
