#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser really fetches:
//   - the landing page (/): everything loaded before it is interactive (network idle with the
//     prerendered landing screen hydrated): the light public entry and its chunks;
//   - each remote: its remoteEntry.js plus the chunks its dashboard route pulls in (a signed-in
//     user of that role opening the dashboard; shared modules already loaded by the shell
//     are not counted again).
// Builds the web apps first when a dist/ is missing (`--build` rebuilds all through Nx), runs
// the api on a free port with a throwaway DATA_DIR, drives Debian's Chromium, and writes
// bench/results/bundle-size.json. Sizes are gzip level 9 of the files in dist/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (process.argv.includes('--build')) run('npm', ['run', 'build']);
else {
  run('npm', ['run', '--silent', 'build', '-w', 'backend']);
  for (const [app, marker] of [
    ['shell', 'index.html'],
    ['shopper', 'remoteEntry.js'],
    ['client', 'remoteEntry.js'],
  ]) {
    if (!existsSync(join(root, 'frontends', app, 'dist', marker)))
      run('npm', ['run', 'build', '-w', `frontends/${app}`]);
  }
}

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'backend'),
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let apiErrors = '';
api.stderr.on('data', (chunk) => (apiErrors += chunk));

/** The dist file behind a same-origin URL. */
function distFile(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote
    ? join(root, 'frontends', remote[1], 'dist', remote[2])
    : join(root, 'frontends', 'shell', 'dist', pathname.slice(1));
}

function sizes(urls) {
  const files = urls.map((url) => {
    const bytes = readFileSync(distFile(url));
    return { file: new URL(url).pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { files, total };
}

const kib = (n) => `${(n / 1024).toFixed(1).padStart(8)} KiB`;
function print(title, { files, total }) {
  console.log(`\n${title}`);
  for (const f of files) console.log(`  ${f.file.padEnd(48)}${kib(f.gzip)} gz ${kib(f.raw)} raw`);
  console.log(`  ${'total'.padEnd(48)}${kib(total.gzip)} gz ${kib(total.raw)} raw  (${files.length} files)`);
}

async function register(path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** The JS files a page fetches until the network is idle and `ready` is visible. */
async function jsLoadedBy(browser, path, ready, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('authToken', t), token);
  const page = await context.newPage();
  const urls = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || /\.js$/.test(new URL(response.url()).pathname)) {
      if (response.url().startsWith(base)) urls.add(response.url());
    }
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
  // A prerendered page shows its text before any script: interactive once React has hydrated it.
  await page.waitForFunction(() => {
    const heading = globalThis.document.querySelector('#public-root h1');
    return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...urls];
}

let browser;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 100 || api.exitCode !== null) throw new Error(`the api did not start:\n${apiErrors.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const suffix = Date.now().toString(36);
  const shopperToken = await register('/api/auth/register-shopper', {
    email: `bench-shopper-${suffix}@example.com`,
    password: 'bench-password',
    displayName: 'Bench Shopper',
  });
  const shopperId = (
    await (await fetch(`${base}/api/me`, { headers: { Authorization: `Bearer ${shopperToken}` } })).json()
  ).user.id;
  const clientToken = await register('/api/auth/register-client', {
    email: `bench-client-${suffix}@example.com`,
    password: 'bench-password',
    displayName: 'Bench Client',
    firstName: 'Bench',
    lastName: 'Client',
    phone: '555-010-0100',
    billingAddress: '1 Main St',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingZip: '62701',
    shopperId,
  });

  const landing = sizes(await jsLoadedBy(browser, '/', 'Personal Shopping Assistant'));
  const results = { landing };
  print('Landing page (/): JavaScript loaded before interactive', landing);
  for (const [remote, path, token] of [
    ['shopper', '/shopper-dashboard', shopperToken],
    ['client', '/client-dashboard', clientToken],
  ]) {
    const all = await jsLoadedBy(browser, path, 'Dashboard', token);
    const own = sizes(all.filter((url) => new URL(url).pathname.startsWith(`/remotes/${remote}/`)));
    results[remote] = own;
    print(`${remote} remote (${path}): remoteEntry.js + route chunks`, own);
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'bundle-size.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results/bundle-size.json');
} finally {
  await browser?.close();
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
