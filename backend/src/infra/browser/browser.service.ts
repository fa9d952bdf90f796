import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** DESIGN.md's flags for Chromium in a container; puppeteer adds --headless itself. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** One step (loading the HTML, printing) may take this long before the render fails. */
const STEP_TIMEOUT_MS = 20_000;

export class BrowserUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BrowserUnavailableError';
  }
}

/**
 * The process's Chromium, for printing self-contained HTML to PDF. Launched on first use
 * (a process that never prints never starts it), shared by every render, launched again if
 * it crashed or was closed, and closed with the application. Each render gets a fresh page of
 * its own, closed whatever happens; pages run no JavaScript and may not fetch anything, so
 * whatever a user typed into the HTML can neither run nor call out. Opening a page costs about
 * as much as printing one, so the next render's page is opened while the current one prints.
 */
@Injectable()
export class BrowserService implements OnApplicationShutdown {
  private readonly logger = new Logger(BrowserService.name);
  private launching: Promise<Browser> | null = null;
  /** A page opened ahead for the next render, on the browser it belongs to. */
  private spare: { browser: Browser; page: Promise<Page | null> } | null = null;
  private shuttingDown = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Prints `html` (no network: inline styles and data: URLs only) to a US Letter PDF. */
  async renderPdf(html: string): Promise<Uint8Array> {
    const page = await this.freshPage(await this.browser());
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
      return await page.pdf({ format: 'Letter', printBackground: true, timeout: STEP_TIMEOUT_MS });
    } finally {
      // Not awaited: the PDF is ready, and the page goes away in the background.
      void page.close().catch(() => undefined);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    const launching = this.launching;
    this.launching = null;
    this.spare = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }

  /** The page opened ahead when it is usable, else a new one; either way the next one is opened ahead. */
  private async freshPage(browser: Browser): Promise<Page> {
    const spare = this.spare;
    const opening = this.openPage(browser);
    this.spare = { browser, page: opening.catch(() => null) };
    const ready = spare?.browser === browser ? await spare.page : null;
    if (ready && !ready.isClosed()) return ready;
    return this.openPage(browser);
  }

  /** A blank page that runs no script and fetches nothing but data: URLs. */
  private async openPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const allowed = request.url().startsWith('data:');
      // Settling an already settled request throws; nothing is left to do then.
      void (allowed ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
    });
    return page;
  }

  /** The running browser, launching it (once, however many renders ask at the same time) when needed. */
  private async browser(): Promise<Browser> {
    if (this.shuttingDown) throw new BrowserUnavailableError('The application is shutting down');
    const current = this.launching;
    if (current) {
      const browser = await current;
      if (browser.connected) return browser;
      // Crashed or killed: forget it (unless a relaunch is already under way) and start another.
      if (this.launching === current) this.launching = null;
      return this.browser();
    }
    const launching = this.launch();
    this.launching = launching;
    // A failed launch is not cached: the next render tries again (Chromium may be installed by then).
    launching.catch(() => {
      if (this.launching === launching) this.launching = null;
    });
    return launching;
  }

  private async launch(): Promise<Browser> {
    const executablePath = this.config.puppeteerExecutablePath;
    if (!executablePath) {
      throw new BrowserUnavailableError('No Chromium found: set PUPPETEER_EXECUTABLE_PATH');
    }
    let browser: Browser;
    try {
      browser = await puppeteer.launch({
        executablePath,
        headless: true,
        args: CHROMIUM_FLAGS,
        // Nest closes the browser on shutdown (onApplicationShutdown), after running jobs finish.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: STEP_TIMEOUT_MS * 2,
      });
    } catch (error) {
      throw new BrowserUnavailableError(
        `Could not start Chromium at ${executablePath}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    browser.once('disconnected', () => {
      if (!this.shuttingDown) this.logger.warn('Chromium disconnected; the next render launches it again');
    });
    this.logger.log(`Chromium started (${executablePath})`);
    return browser;
  }
}
