import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer from 'puppeteer-core';
import type { AppConfig } from '../src/config/app-config';
import { BrowserService, BrowserUnavailableError } from '../src/infra/browser/browser.service';
import { eventually } from './support/eventually';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(30_000);

const CHROMIUM = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';
const config = (path: string | null) => ({ puppeteerExecutablePath: path }) as AppConfig;
const pdfText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

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
