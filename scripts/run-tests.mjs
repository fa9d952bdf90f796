#!/usr/bin/env node
// Runs every suite the way CI does: unit tests once, then the integration suite on SQLite
// with the inline queue driver and on MariaDB with Redis and BullMQ. Prints one closing line
// "N passed, M failed" over all of them and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const requested = (process.env.TEST_MODES ?? 'unit,sqlite,mysql').split(',').map((m) => m.trim());
const runs = {
  unit: { project: 'unit', env: {} },
  sqlite: { project: 'integration', env: { TEST_DB: 'sqlite' } },
  mysql: { project: 'integration', env: { TEST_DB: 'mysql' } },
};
const extraArgs = process.argv.slice(2);
const outDir = mkdtempSync(join(tmpdir(), 'atelier-jest-'));
let passed = 0;
let failed = 0;
let broken = false;

for (const mode of requested) {
  const run = runs[mode];
  if (!run) {
    console.error(`Unknown test mode "${mode}" (known: ${Object.keys(runs).join(', ')})`);
    process.exit(2);
  }
  const outputFile = join(outDir, `${mode}.json`);
  console.log(`\n=== ${mode} ===`);
  const result = spawnSync(
    'npx',
    ['jest', '--selectProjects', run.project, '--json', '--outputFile', outputFile, ...extraArgs],
    { cwd: new URL('../backend', import.meta.url).pathname, stdio: 'inherit', env: { ...process.env, ...run.env } },
  );
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that fails to load has no failed tests but must still fail the run.
    if (report.numFailedTestSuites > 0 || result.status !== 0) broken = true;
  } catch {
    broken = true;
    console.error(`The ${mode} run produced no report (exit code ${result.status}).`);
  }
}
rmSync(outDir, { recursive: true, force: true });
if (broken && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
