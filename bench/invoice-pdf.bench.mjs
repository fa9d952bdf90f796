#!/usr/bin/env node
// Invoice PDF render time: builds the backend, renders a 12-line invoice's HTML with the
// product's own code (renderInvoiceHtml), then prints it to PDF through BrowserService (the
// code the pdf job uses) cold (a fresh process browser: launch + first print) and warm (the
// browser and its pooled pages reused, each page reset between prints), and, in the same run,
// with bare Puppeteer (page.setContent + page.pdf on one reused page, never reset) for the
// ratio, plus bare Puppeteer with a new page per PDF, for what the pool saves. Then the cold
// figure a user sees: the built api (SQLite, jobs in-process, so it launches Chromium at
// boot as every process running the pdf queue does) is started afresh, and
// GET /api/invoices/{id}/pdf is sent the moment it listens and timed to its last byte.
// Medians of several runs.
// Figures, not a test: nothing fails on slowness. See bench/README.md.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, signUpShopperAndClient } from './support/bench-accounts.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 7);
/** How long after listening the second kind of first-after-boot request is sent. */
const LATER_MS = Number(process.env.BENCH_LATER_MS ?? 2000);
const CHROMIUM = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const require = createRequire(new URL('../backend/package.json', import.meta.url));
require('reflect-metadata');
const puppeteer = require('puppeteer-core');
const { renderInvoiceHtml } = require('../backend/dist/modules/invoices/pdf/invoice-document.js');
const { BrowserService } = require('../backend/dist/infra/browser/browser.service.js');

const lines = Array.from({ length: 12 }, (_, index) => ({
  name: `Item ${index + 1}: linen blazer in navy, size M`,
  quantity: (index % 3) + 1,
  unitPrice: '129.50',
  lineTotal: (((index % 3) + 1) * 129.5).toFixed(2),
  status: 'CAPTURED',
}));
const html = renderInvoiceHtml({
  copy: 'shopper',
  invoiceNumber: 'INV-2026-0042',
  status: 'DUE',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  finalizedAt: new Date('2026-03-02T10:00:00Z'),
  paidAt: null,
  voidedAt: null,
  taskTitle: 'Spring wardrobe refresh',
  shopper: { name: 'Avery Shopper', email: 'avery@example.com', socialMediaUrl: 'https://instagram.com/avery' },
  client: {
    name: 'Casey Client',
    email: 'casey@example.com',
    phone: '555-010-0199',
    addressLines: ['1 Main St', 'Springfield, IL 62701', 'United States'],
  },
  lines,
  subtotal: '3108.00',
  serviceFee: { amount: '388.50', percent: '12.50' },
  taxes: '0.00',
  total: '3496.50',
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const timed = async (work) => {
  const start = process.hrtime.bigint();
  const result = await work();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
};

/** The service as a process uses it: one per process, closed at shutdown. */
const newService = () => new BrowserService({ puppeteerExecutablePath: CHROMIUM });

async function serviceCold() {
  const service = newService();
  try {
    return (await timed(() => service.renderPdf(html))).ms;
  } finally {
    await service.onApplicationShutdown();
  }
}

async function serviceWarm() {
  const service = newService();
  try {
    const first = await service.renderPdf(html);
    console.log(`PDF: ${first.length} bytes, ${lines.length} lines`);
    const runs = [];
    for (let i = 0; i < WARM_RUNS; i++) runs.push((await timed(() => service.renderPdf(html))).ms);
    return runs;
  } finally {
    await service.onApplicationShutdown();
  }
}

const launchBare = () =>
  puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });

async function bareCold() {
  const { ms, result: browser } = await timed(async () => {
    const browser = await launchBare();
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.pdf({ format: 'Letter', printBackground: true });
    return browser;
  });
  await browser.close();
  return ms;
}

async function bareWarm() {
  const browser = await launchBare();
  try {
    const page = await browser.newPage();
    const print = async () => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({ format: 'Letter', printBackground: true });
    };
    await print();
    const runs = [];
    for (let i = 0; i < WARM_RUNS; i++) runs.push((await timed(print)).ms);
    return runs;
  } finally {
    await browser.close();
  }
}

/** Bare Puppeteer with a new page per PDF (the service before its page pool): what a page costs. */
async function bareWarmNewPages() {
  const browser = await launchBare();
  try {
    const print = async () => {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.pdf({ format: 'Letter', printBackground: true });
      await page.close();
    };
    await print();
    const runs = [];
    for (let i = 0; i < WARM_RUNS; i++) runs.push((await timed(print)).ms);
    return runs;
  } finally {
    await browser.close();
  }
}

/**
 * The api as `npm start` runs it (single-machine mode) on a throwaway DATA_DIR: resolves with
 * the process, its base URL and the time from spawning it to its listening.
 */
async function startApi(dataDir, jwtSecret) {
  const { REDIS_URL: _redis, ...environment } = process.env;
  const started = process.hrtime.bigint();
  const api = fork(join(ROOT, 'bench/support/serve-built-api.mjs'), {
    env: {
      ...environment,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
      JWT_SECRET: jwtSecret,
      PUPPETEER_EXECUTABLE_PATH: CHROMIUM,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    api.once('message', resolve);
    api.once('exit', (code) => reject(new Error(`The api exited with code ${code} before listening`)));
  });
  return { api, base: `http://127.0.0.1:${port}`, bootMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** SIGTERM, as a deployment stops it: the api closes its browser and exits. */
function stopApi(api) {
  return new Promise((resolve) => {
    if (api.exitCode !== null) return resolve();
    api.once('exit', resolve);
    api.kill('SIGTERM');
  });
}

/** A shopper, a client, a task with 12 items and a finalized invoice for them, through the api. */
async function seedInvoice(base) {
  const { shopper, client } = await signUpShopperAndClient(base);
  const { token } = shopper;
  const clientId = client.id;
  const recipient = await call(base, 'POST', '/api/recipients', {
    token,
    body: { clientId, relationship: 'friend', displayName: 'Friend' },
  });
  const task = await call(base, 'POST', '/api/tasks', {
    token,
    body: { title: 'Spring wardrobe refresh', categoryId: 'CLOTHING', clientId, recipientId: recipient.id },
  });
  const selectedItems = [];
  for (const line of lines) {
    const item = await call(base, 'POST', `/api/tasks/${task.id}/items`, {
      token,
      body: { name: line.name, quantity: line.quantity, unitPrice: line.unitPrice },
    });
    selectedItems.push({ itemId: item.id, quantity: line.quantity });
  }
  const { invoice } = await call(base, 'POST', `/api/tasks/${task.id}/invoice`, { token });
  await call(base, 'POST', `/api/tasks/${task.id}/finalize`, { token, body: { selectedItems } });
  return { token, invoiceId: invoice.id };
}

/** GET /api/invoices/{id}/pdf, from sending the request to the PDF's last byte. */
async function downloadPdf(base, { token, invoiceId }) {
  const { ms, result: bytes } = await timed(async () => {
    const response = await fetch(`${base}/api/invoices/${invoiceId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The PDF answered ${response.status}: ${await response.text()}`);
    return (await response.arrayBuffer()).byteLength;
  });
  if (bytes < 1000) throw new Error(`The PDF has only ${bytes} bytes`);
  return ms;
}

/**
 * First PDF after boot: one api seeds the invoice and stops; then, each run, a fresh api on
 * the same data answers the PDF request sent as soon as it listens (the stored PDF removed
 * first, so each run prints), and then the same request again once that process is warm;
 * and another fresh api answers it sent LATER_MS after listening (the user who asks for a
 * PDF a moment after the process came up).
 */
async function afterBoot() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-pdf-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const boots = [];
  const firsts = [];
  const laters = [];
  const warms = [];
  try {
    const seeding = await startApi(dataDir, jwtSecret);
    let invoice;
    try {
      invoice = await seedInvoice(seeding.base);
    } finally {
      await stopApi(seeding.api);
    }
    for (let i = 0; i < COLD_RUNS; i++) {
      rmSync(join(dataDir, 'pdfs'), { recursive: true, force: true });
      const { api, base, bootMs } = await startApi(dataDir, jwtSecret);
      try {
        boots.push(bootMs);
        firsts.push(await downloadPdf(base, invoice));
        for (let j = 0; j < 3; j++) {
          rmSync(join(dataDir, 'pdfs'), { recursive: true, force: true });
          warms.push(await downloadPdf(base, invoice));
        }
      } finally {
        await stopApi(api);
      }
      rmSync(join(dataDir, 'pdfs'), { recursive: true, force: true });
      const later = await startApi(dataDir, jwtSecret);
      try {
        boots.push(later.bootMs);
        await new Promise((resolve) => setTimeout(resolve, LATER_MS));
        laters.push(await downloadPdf(later.base, invoice));
      } finally {
        await stopApi(later.api);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { boots, firsts, laters, warms };
}

const coldService = [];
const coldBare = [];
// Interleaved, so both see the same machine state (page cache, CPU frequency).
for (let i = 0; i < COLD_RUNS; i++) {
  coldService.push(await serviceCold());
  coldBare.push(await bareCold());
}
const warmService = await serviceWarm();
const warmBare = await bareWarm();
const warmBareNewPages = await bareWarmNewPages();
const boot = await afterBoot();

const row = (label, service, bare) => ({
  render: label,
  'BrowserService ms': Number(median(service).toFixed(1)),
  'bare page.pdf ms': Number(median(bare).toFixed(1)),
  'service / bare': Number((median(service) / median(bare)).toFixed(2)),
});
console.log(`\nChromium ${CHROMIUM}; medians of ${COLD_RUNS} cold and ${WARM_RUNS} warm renders`);
console.table([
  row(`cold (launch + first PDF, on first use)`, coldService, coldBare),
  row('warm (pooled page, reset)', warmService, warmBare),
]);
console.log(
  `Warm, bare Puppeteer with a new page per PDF: ${median(warmBareNewPages).toFixed(1)} ms ` +
    `(${(median(warmBareNewPages) / median(warmBare)).toFixed(2)}x bare on a reused page)`,
);
const bootRows = [
  ['spawn to listening', boot.boots, ''],
  ['GET /api/invoices/{id}/pdf sent on listening', boot.firsts, ' (request to last byte)'],
  [`the same, sent ${LATER_MS} ms after listening`, boot.laters, ''],
  ['the same request on the warm process', boot.warms, ''],
];
console.log(
  `\nFirst PDF after boot (built api, SQLite, jobs in-process; medians of ${COLD_RUNS} boots each):\n` +
    bootRows
      .map(([label, values, note]) => `  ${`${label}:`.padEnd(48)}${median(values).toFixed(0).padStart(5)} ms${note}`)
      .join('\n'),
);
