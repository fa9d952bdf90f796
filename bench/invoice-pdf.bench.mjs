#!/usr/bin/env node
// Invoice PDF render time: builds the backend, renders a 12-line invoice's HTML with the
// product's own code (renderInvoiceHtml), then prints it to PDF through BrowserService (the
// code the pdf job uses) cold (a fresh process browser: launch + first print) and warm (the
// browser and its pooled pages reused, each page reset between prints), and, in the same run,
// with bare Puppeteer (page.setContent + page.pdf on one reused page, never reset) for the
// ratio, plus bare Puppeteer with a new page per PDF, for what the pool saves. Medians of
// several runs.
// Figures, not a test: nothing fails on slowness. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 7);
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

const row = (label, service, bare) => ({
  render: label,
  'BrowserService ms': Number(median(service).toFixed(1)),
  'bare page.pdf ms': Number(median(bare).toFixed(1)),
  'service / bare': Number((median(service) / median(bare)).toFixed(2)),
});
console.log(`\nChromium ${CHROMIUM}; medians of ${COLD_RUNS} cold and ${WARM_RUNS} warm renders`);
console.table([
  row(`cold (launch + first PDF)`, coldService, coldBare),
  row('warm (pooled page, reset)', warmService, warmBare),
]);
console.log(
  `Warm, bare Puppeteer with a new page per PDF: ${median(warmBareNewPages).toFixed(1)} ms ` +
    `(${(median(warmBareNewPages) / median(warmBare)).toFixed(2)}x bare on a reused page)`,
);
