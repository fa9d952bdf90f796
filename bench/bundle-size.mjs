#!/usr/bin/env node
// Prints the JavaScript Chromium really fetches on a first load with an empty cache, gzip
// (level 9 of the file in dist/, as the api's compression would send it) and raw:
//   - the landing page (/) as a visitor: everything before it is interactive (the prerendered
//     page hydrated by the light public entry);
//   - each signed-in page (issue 21) as each role that sees it, a user with a stored token
//     (localStorage `authToken`): /shopper-dashboard, /client-dashboard, /tasks and
//     /tasks/{id}. "Before interactive" is every script requested before the route's screen
//     put its own heading (h1) on the page (checked when each script element is added): the
//     shell, the shared modules, the remote's entry and the route's chunks. Scripts requested
//     once it shows (chunks a screen loads lazily on purpose, such as the shopper
//     dashboard's chart) are listed apart and not counted in the total.
// Each page's total is printed beside the 300 kB gzip target (kB = 1000 bytes; 250 before the federation runtime). Builds a
// missing web app first (`--build` rebuilds all through Nx), runs the built api on loopback with
// a throwaway DATA_DIR, seeds a shopper, her client and a task through the api, drives Debian's
// Chromium (`CHROMIUM_PATH`), and writes bench/results/bundle-size.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltApi } from './support/built-api-process.mjs';
import { ensureBuilt, run } from './support/ensure-built.mjs';
import { pageLabel, seedSignedInPages } from './support/signed-in-pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_GZIP = 300_000;

if (process.argv.includes('--build')) run(root, 'npm', ['run', 'build']);
else ensureBuilt(root);

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

const kb = (n) => `${(n / 1000).toFixed(1).padStart(7)} kB`;
function printFiles({ files, total }, label) {
  for (const f of files) console.log(`    ${f.file.padEnd(46)}${kb(f.gzip)} gz ${kb(f.raw)} raw`);
  console.log(`    ${label.padEnd(46)}${kb(total.gzip)} gz ${kb(total.raw)} raw  (${files.length} files)`);
}

/**
 * Opens `path` in a fresh context (empty cache; `token` stored first when given), waits for the
 * screen's h1 containing `heading` (or the landing page's hydration), then for the network to
 * settle, and splits the same-origin scripts by whether their request started before that.
 */
async function scriptsOf(browser, base, { path, token, heading }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(
    ({ t, text }) => {
      const { document, localStorage, HTMLScriptElement, MutationObserver, Node } = globalThis;
      if (t) localStorage.setItem('authToken', t);
      if (!text) return;
      // Whether the route's screen shows its heading, checked synchronously when a script is
      // added (a chunk requested by the screen's own first effects counts as after), and the
      // first moment it shows, in the page's clock. The shell's own copy of a dashboard's
      // heading, shown while the screen's code arrives, is not the screen.
      const seen = () => {
        const found = [...document.querySelectorAll('#root h1')].some(
          (h) => h.textContent.includes(text) && !h.closest('[data-testid="route-skeleton"]'),
        );
        if (found && globalThis.__screenShownAt === undefined) globalThis.__screenShownAt = performance.now();
        return found;
      };
      globalThis.__scriptsAfterScreen = [];
      for (const method of ['appendChild', 'insertBefore']) {
        const original = Node.prototype[method];
        Node.prototype[method] = function (node, ...rest) {
          if (node instanceof HTMLScriptElement && node.src && seen()) globalThis.__scriptsAfterScreen.push(node.src);
          return original.call(this, node, ...rest);
        };
      }
      new MutationObserver((_records, observer) => {
        if (seen()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { t: token ?? null, text: heading ?? null },
  );
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  if (heading) {
    await page.waitForFunction(() => globalThis.__screenShownAt !== undefined, null, { timeout: 60_000 });
  } else {
    // The prerendered landing page shows its text before any script: interactive once hydrated.
    await page.waitForFunction(
      () => {
        const h = globalThis.document.querySelector('#public-root h1');
        return h && Object.keys(h).some((key) => key.startsWith('__reactFiber$'));
      },
      null,
      { timeout: 60_000 },
    );
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { shownAt, scripts, afterScreen } = await page.evaluate(() => ({
    shownAt: globalThis.__screenShownAt ?? null,
    afterScreen: globalThis.__scriptsAfterScreen ?? [],
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.name),
  }));
  await context.close();
  const own = [...new Set(scripts.filter((url) => url.startsWith(base) && /\.js$/.test(new URL(url).pathname)))];
  const late = new Set(afterScreen.map((src) => new URL(src, base).href));
  return {
    shownAtMs: shownAt === null ? null : Math.round(shownAt),
    before: own.filter((url) => !late.has(url)),
    after: own.filter((url) => late.has(url)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bundle-'));
const api = await startBuiltApi({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  WEB_DIST_DIR: join(root, 'frontends'),
});
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const { pages } = await seedSignedInPages(api.base);
  const results = [];

  const landing = await scriptsOf(browser, api.base, { path: '/' });
  const landingSizes = sizes(landing.before);
  results.push({ page: '/', role: 'visitor', beforeInteractive: landingSizes });
  console.log('\n/ as a visitor: JavaScript before interactive (prerendered page hydrated)');
  printFiles(landingSizes, 'total');

  for (const entry of pages) {
    const label = pageLabel(entry.path);
    const measured = await scriptsOf(browser, api.base, entry);
    const before = sizes(measured.before);
    const after = sizes(measured.after);
    results.push({
      page: label,
      role: entry.role,
      screenShownAtMs: measured.shownAtMs,
      beforeInteractive: before,
      afterInteractive: after,
    });
    console.log(`\n${label} as the ${entry.role}: JavaScript before interactive (stored token, empty cache)`);
    printFiles(before, `total (target ${TARGET_GZIP / 1000} kB gz)`);
    if (after.files.length > 0) {
      console.log('  requested after the screen showed (lazy, not in the total):');
      printFiles(after, 'lazy total');
    }
  }

  console.log(
    `\n${'page'.padEnd(20)}${'role'.padEnd(9)}${'gzip'.padStart(11)}${'raw'.padStart(11)}${'files'.padStart(7)}  target ${TARGET_GZIP / 1000} kB gz`,
  );
  for (const r of results) {
    const t = r.beforeInteractive.total;
    const verdict =
      r.role === 'visitor' ? '' : t.gzip <= TARGET_GZIP ? 'within' : `over by ${kb(t.gzip - TARGET_GZIP).trim()}`;
    const lazy = r.afterInteractive?.files.length ? `  (+${kb(r.afterInteractive.total.gzip).trim()} gz lazy)` : '';
    console.log(
      `${r.page.padEnd(20)}${r.role.padEnd(9)}${kb(t.gzip)}${kb(t.raw).padStart(11)}${String(r.beforeInteractive.files.length).padStart(7)}  ${verdict}${lazy}`,
    );
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'bundle-size.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results/bundle-size.json');
} finally {
  await browser?.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
