import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QUEUE_DEFINITIONS, type QueueCatalogue } from '../queue/queue-definitions';
import { QUEUE_CATALOGUE } from '../queue/queue.tokens';
import { PagePool } from './page-pool';

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
 * it crashed or was closed, and closed with the application. Renders borrow warm pages from a
 * pool as large as the pdf queue's concurrency (see PagePool: reset between renders, no
 * script, no network).
 */
@Injectable()
export class BrowserService implements OnApplicationShutdown {
  private readonly logger = new Logger(BrowserService.name);
  private launching: Promise<Browser> | null = null;
  /** The pages of the browser `launching` resolves to; a relaunched browser gets a new pool. */
  private pool: { browser: Browser; pages: PagePool } | null = null;
  private shuttingDown = false;
  private readonly poolSize: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'puppeteerExecutablePath'>,
    @Optional() @Inject(QUEUE_CATALOGUE) queues: QueueCatalogue = QUEUE_DEFINITIONS,
  ) {
    this.poolSize = queues.pdf.concurrency;
  }

  /** Prints `html` (no network: inline styles and data: URLs only) to a US Letter PDF. */
  async renderPdf(html: string): Promise<Uint8Array> {
    const pages = this.pagesOf(await this.browser());
    const page = await pages.acquire();
    let clean = false;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
      const pdf = await page.pdf({ format: 'Letter', printBackground: true, timeout: STEP_TIMEOUT_MS });
      clean = true;
      return pdf;
    } finally {
      pages.release(page, clean);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    const launching = this.launching;
    this.launching = null;
    this.pool = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }

  private pagesOf(browser: Browser): PagePool {
    if (this.pool?.browser !== browser) this.pool = { browser, pages: new PagePool(browser, this.poolSize) };
    return this.pool.pages;
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
