import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { AppConfig } from '../src/config/app-config';
import { BrowserService, BrowserUnavailableError } from '../src/infra/browser/browser.service';
import { PagePool } from '../src/infra/browser/page-pool';
import { eventually } from './support/eventually';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(30_000);

const CHROMIUM = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';
const config = (path: string | null) => ({ puppeteerExecutablePath: path }) as AppConfig;
const pdfText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
const pdfInfo = (pdf: Uint8Array) => execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
const launchChromium = () =>
  puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });

/** An invoice that leaves every kind of trace a document can: title, page size, styles, text, an image. */
const LOUD_INVOICE =
  '<html><head><title>Invoice A for Casey</title>' +
  '<style>@page { size: A4 landscape } body { background: #000; color: #fff }</style></head>' +
  '<body><h1>Invoice A: linen blazer</h1>' +
  '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="></body></html>';

/** The printing service on the system Chromium, without the app around it. */
describe('BrowserService', () => {
  let service: BrowserService;
  afterEach(() => service?.onApplicationShutdown());

  it('launches one browser for renders that arrive together, and reuses it', async () => {
    const launch = jest.spyOn(puppeteer, 'launch');
    try {
      service = new BrowserService(config(CHROMIUM));
      const pdfs = await Promise.all([1, 2, 3].map((n) => service.renderPdf(`<h1>Invoice ${n}</h1>`)));
      await service.renderPdf('<h1>Invoice 4</h1>');
      expect(launch).toHaveBeenCalledTimes(1);
      expect(pdfs.map((pdf) => pdfText(pdf).trim())).toEqual(['Invoice 1', 'Invoice 2', 'Invoice 3']);
    } finally {
      launch.mockRestore();
    }
  });

  it('prints every invoice on the same warm pages, with nothing of one invoice left in the next', async () => {
    service = new BrowserService(config(CHROMIUM));
    await service.renderPdf('<p>warming up</p>');
    const browser = await service['launching']!;
    const newPage = jest.spyOn(browser, 'newPage');
    const opened = browser.targets().filter((target) => target.type() === 'page').length;

    const loud = await service.renderPdf(LOUD_INVOICE);
    const quiet = await service.renderPdf('<p>Invoice B</p>');
    await service.renderPdf('<p>Invoice C</p>');

    // The pool holds as many pages as the pdf queue runs at once (2): no page opened after that.
    expect(opened).toBeLessThanOrEqual(2);
    expect(newPage).not.toHaveBeenCalled();
    expect(pdfText(loud)).toContain('Invoice A: linen blazer');
    expect(pdfInfo(loud)).toMatch(/Title:\s+Invoice A for Casey/);
    expect(pdfText(quiet).trim()).toBe('Invoice B');
    expect(pdfInfo(quiet)).not.toContain('Invoice A');
    // US Letter portrait (612 x 792 pt), not the first invoice's A4 landscape.
    expect(pdfInfo(quiet)).toMatch(/Page size:\s+612 x 792 pts/);
  });

  it('runs no script and fetches nothing the HTML points at', async () => {
    let hits = 0;
    const server: Server = createServer((_req, res) => {
      hits++;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      service = new BrowserService(config(CHROMIUM));
      const pdf = await service.renderPdf(
        `<html><head><link rel="stylesheet" href="http://127.0.0.1:${port}/style.css"></head>` +
          `<body><p id="p">Printed as written</p><img src="http://127.0.0.1:${port}/pixel.png">` +
          `<iframe src="http://127.0.0.1:${port}/frame"></iframe>` +
          `<script>document.getElementById('p').textContent = 'SCRIPT RAN'</script></body></html>`,
      );
      expect(pdfText(pdf)).toContain('Printed as written');
      expect(pdfText(pdf)).not.toContain('SCRIPT RAN');
      expect(hits).toBe(0);
    } finally {
      // Chromium may have opened a connection it never used (a preconnect): close those too.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('launches the browser again after it crashed', async () => {
    service = new BrowserService(config(CHROMIUM));
    await service.renderPdf('<p>before</p>');
    const browser = await service['launching']!;
    browser.process()!.kill('SIGKILL');
    await eventually(async () => !browser.connected);
    expect(pdfText(await service.renderPdf('<p>after the crash</p>'))).toContain('after the crash');
    expect(await service['launching']).not.toBe(browser);
  });

  it('fails renders with a clear reason when there is no Chromium, and tries again next time', async () => {
    service = new BrowserService(config('/nonexistent/chromium'));
    await expect(service.renderPdf('<p>x</p>')).rejects.toBeInstanceOf(BrowserUnavailableError);
    await expect(service.renderPdf('<p>x</p>')).rejects.toThrow('Could not start Chromium at /nonexistent/chromium');
    const none = new BrowserService(config(null));
    await expect(none.renderPdf('<p>x</p>')).rejects.toThrow('No Chromium found: set PUPPETEER_EXECUTABLE_PATH');
  });
});

/** The pool on its own, on a real Chromium. */
describe('PagePool', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await launchChromium();
  });
  afterEach(() => browser.close());

  it('lends the same page again once it is reset to an empty document', async () => {
    const pool = new PagePool(browser, 1);
    const page = await pool.acquire();
    await page.setContent(LOUD_INVOICE, { waitUntil: 'load' });
    pool.release(page, true);

    const again = await pool.acquire();
    expect(again).toBe(page);
    expect(again.url()).toBe('about:blank');
    expect(await again.title()).toBe('');
    expect(await again.content()).not.toContain('Invoice A');
    // A string runs in the page: this file is compiled without the DOM's types.
    expect(await again.evaluate('document.styleSheets.length + document.images.length')).toBe(0);
  });

  it('closes a page whose render failed, and a page beyond its capacity', async () => {
    const pool = new PagePool(browser, 1);
    const [first, second] = await Promise.all([pool.acquire(), pool.acquire()]);
    pool.release(first, false);
    pool.release(second, true);
    await eventually(async () => first.isClosed());
    const next = await pool.acquire();
    expect(next).toBe(second);
    pool.release(next, true);
    const extra = await pool.acquire();
    const beyond = await pool.acquire();
    pool.release(beyond, true);
    await eventually(async () => beyond.isClosed());
    expect(extra.isClosed()).toBe(false);
  });
});
