#!/usr/bin/env node
// Link-import time on local fixtures: builds the backend, serves three product pages from a
// local HTTP server (a JSON-LD product with a 2000x2000 JPEG carrying EXIF, an Open Graph
// page with a 1200x1200 PNG, a page with only a title and a description), boots the built api
// on loopback (SQLite, jobs in-process, ENRICH_ALLOW_PRIVATE_HOSTS for the loopback fixtures),
// and times POST /api/items/{id}/enrich end to end: the request, the enrichment job (fetch,
// extraction, summary, the image through the pipeline), the item's transaction. Each import
// is of a fresh item and a distinct image, so nothing is served from an earlier import.
// Prints median and p95 per fixture over BENCH_IMPORTS imports (default 10). Figures, not a test.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 10);
const PASSWORD = 'bench-password-1';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const require = createRequire(new URL('../backend/package.json', import.meta.url));
const sharp = require('sharp');

/** A distinct image per import: same size and kind, different pixels (so a different file). */
const productJpeg = (n) =>
  sharp({ create: { width: 2000, height: 2000, channels: 3, background: { r: n % 256, g: 90, b: 140 } } })
    .composite([
      {
        input: {
          create: {
            width: 2000,
            height: 2000,
            channels: 3,
            background: '#888',
            noise: { type: 'gaussian', mean: 128, sigma: 10 },
          },
        },
        blend: 'overlay',
      },
    ])
    .withExif({ IFD0: { Make: 'StudioCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
const productPng = (n) =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 200, g: n % 256, b: 40 } } })
    .png()
    .toBuffer();

const html = (head) => `<!doctype html><html><head>${head}</head><body><h1>Product</h1></body></html>`;
const fixtures = {
  'JSON-LD product + 2000x2000 JPEG': (n) =>
    html(
      `<title>Linen Blazer</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Linen Blazer',
        brand: { '@type': 'Brand', name: 'Maison Lin' },
        image: `/img/${n}.jpg`,
        description: 'A relaxed blazer in washed linen. Two patch pockets.',
        color: 'Navy',
        material: 'Linen',
        size: ['S', 'M', 'L'],
        offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD' },
      })}</script>`,
    ),
  'Open Graph page + 1200x1200 PNG': (n) =>
    html(
      '<meta property="og:title" content="Silk Scarf"><meta property="og:description" content="Hand-rolled edges.">' +
        `<meta property="og:image" content="/img/${n}.png"><meta property="og:site_name" content="Scarf House">`,
    ),
  'og:type product, no image': () =>
    html(
      '<meta property="og:type" content="product"><meta property="og:title" content="Leather Belt">' +
        '<meta property="og:description" content="Full-grain leather belt.">',
    ),
};

/** Made before an import is timed (see importOnce), so the fixture's own work is not counted. */
const images = new Map();
async function imageNamed(name) {
  if (!images.has(name)) {
    const [n, ext] = name.split('.');
    images.set(name, ext === 'jpg' ? await productJpeg(Number(n)) : await productPng(Number(n)));
  }
  return images.get(name);
}

const site = createServer(async (request, response) => {
  const [, kind, name] = request.url.split('/');
  if (kind === 'page') {
    const [fixture, n] = name.split('.');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(Object.values(fixtures)[Number(fixture)](Number(n)));
  } else if (kind === 'img') {
    response.writeHead(200, { 'Content-Type': name.endsWith('.jpg') ? 'image/jpeg' : 'image/png' });
    response.end(await imageNamed(name));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteBase = `http://127.0.0.1:${site.address().port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-import-'));
// Single-machine mode: the import job runs in the api process.
const { REDIS_URL: _redis, ...environment } = process.env;
const api = fork(join(ROOT, 'bench/support/serve-built-api.mjs'), {
  env: {
    ...environment,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENRICH_ALLOW_PRIVATE_HOSTS: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port } = await new Promise((resolve, reject) => {
  api.once('message', resolve);
  api.once('exit', (code) => reject(new Error(`The api exited with code ${code} before listening`)));
});
const base = `http://127.0.0.1:${port}`;

async function call(method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

try {
  const tag = randomBytes(4).toString('hex');
  const { token } = await call('POST', '/api/auth/register-shopper', {
    body: { email: `bench-${tag}@example.com`, password: PASSWORD, displayName: 'Bench Shopper' },
  });
  const shopperId = (await call('GET', '/api/me', { token })).user.id;
  const { token: clientToken } = await call('POST', '/api/auth/register-client', {
    body: {
      email: `bench-client-${tag}@example.com`,
      password: PASSWORD,
      displayName: 'Bench Client',
      firstName: 'Bench',
      lastName: 'Client',
      phone: '555-010-0100',
      billingAddress: '1 Bench St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZip: '62701',
      shopperId,
    },
  });
  const clientId = (await call('GET', '/api/me', { token: clientToken })).user.id;
  const recipient = await call('POST', '/api/recipients', {
    token,
    body: { clientId, relationship: 'friend', displayName: 'Friend' },
  });
  const task = await call('POST', '/api/tasks', {
    token,
    body: { title: 'Bench', categoryId: 'CLOTHING', clientId, recipientId: recipient.id },
  });

  const percentile = (values, p) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
  let n = 0;
  const importOnce = async (fixture) => {
    n += 1;
    const item = await call('POST', `/api/tasks/${task.id}/items`, {
      token,
      body: { name: 'Imported', unitPrice: '0', link: `${siteBase}/page/${fixture}.${n}` },
    });
    await Promise.all([imageNamed(`${n}.jpg`), imageNamed(`${n}.png`)]);
    const started = process.hrtime.bigint();
    const outcome = await call('POST', `/api/items/${item.id}/enrich`, { token });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!outcome.success) throw new Error(`Import failed: ${outcome.error}`);
    return ms;
  };
  await importOnce(0); // Warm-up: the first import loads libvips' codecs and cheerio.
  console.log(`\nPOST /api/items/{id}/enrich on local fixtures (${IMPORTS} imports each, SQLite, jobs in-process):`);
  for (const [index, label] of Object.keys(fixtures).entries()) {
    const times = [];
    for (let run = 0; run < IMPORTS; run++) times.push(await importOnce(index));
    console.log(
      `${label.padEnd(36)} median ${percentile(times, 0.5).toFixed(0).padStart(4)} ms   p95 ${percentile(times, 0.95).toFixed(0).padStart(4)} ms`,
    );
  }
  console.log("(The fixtures answer at once from loopback: these are the import's own costs, not a network's.)");
} finally {
  await new Promise((resolve) => {
    if (api.exitCode !== null) return resolve();
    api.once('exit', resolve);
    api.kill('SIGTERM');
  });
  site.closeAllConnections();
  site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
