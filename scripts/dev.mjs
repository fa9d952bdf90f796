#!/usr/bin/env node
// `npm run dev`: the api in watch mode (SWC rebuilds backend/dist on change, tsc rebuilds
// libs/billing/dist, node --watch restarts it) on :3000, and the three webpack dev servers:
// shell :8080 (open this one; it proxies /api and /files to the api and answers
// /config/remotes.json with the remote dev servers), shopper :8081 and client :8082 (each also
// runs standalone). Ctrl-C stops all.
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const backend = join(root, 'backend');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// A first build, so node --watch has something to run.
const first = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const processes = [
  // The billing library's build, which the api requires; its restarts follow that build too.
  [
    'billing',
    process.execPath,
    [join(root, 'node_modules/typescript-7/bin/tsc'), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    join(root, 'libs/billing'),
  ],
  ['swc', bin('swc'), ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc', '--watch'], backend],
  [
    'api',
    process.execPath,
    ['--watch-path=dist', '--watch-path=../libs/billing/dist', '--watch-preserve-output', 'dist/main.js'],
    backend,
  ],
  ['shell', bin('webpack'), ['serve', '--mode', 'development'], join(root, 'frontends/shell')],
  ['shopper', bin('webpack'), ['serve', '--mode', 'development'], join(root, 'frontends/shopper')],
  ['client', bin('webpack'), ['serve', '--mode', 'development'], join(root, 'frontends/client')],
];

const children = processes.map(([name, command, args, cwd]) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '1' } });
  const prefix = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`${prefix}exited (${code})`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log('Open http://localhost:8080 (api on http://localhost:3000).');
