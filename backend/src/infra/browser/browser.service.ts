import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QUEUE_DEFINITIONS, type QueueCatalogue } from '../queue/queue-definitions';
import { QUEUE_CATALOGUE } from '../queue/queue.tokens';
import { PagePool } from './page-pool';

/**
 * The flags for Chromium in a container (docs/architecture.md, "PDFs and Chromium"). Puppeteer adds
 * --headless=new itself, with --disable-extensions, --disable-dev-shm-usage, --mute-audio and
 * --hide-scrollbars among its defaults. Measured and left out: --no-zygote (no faster launch, and
 * every later page pays for a renderer started from scratch), --in-process-gpu and the old headless
 * shell (no measurable gain with Debian's Chromium), --single-process (unsafe).
 */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** One step (loading the HTML, printing) may take this long before the render fails. */
const STEP_TIMEOUT_MS = 20_000;

/**
 * Printed once right after a warm-up launch: a browser's first PDF costs about twice a later
 * one (the print pipeline and fonts load then), and this way no invoice pays for it.
 */
const WARM_UP_HTML = '<!doctype html><html><head><title>warm-up</title></head><body><p>Invoice 0.00</p></body></html>';

export class BrowserUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BrowserUnavailableError';
  }
}

/**
 * The process's Chromium, for printing self-contained HTML to PDF. Launched ahead of time by
 * warmUp() in processes that run the pdf queue (at boot, through the pdf processor's warm-up),
 * otherwise on first use (a process that never prints never starts it); shared by every
 * render, launched again if it crashed or was closed, and closed with the application (a
 * launch still under way then is cancelled). Connected over a pipe, so Chromium also exits
 * when its process dies without closing it (SIGKILL). Renders borrow warm pages from a pool as
 * large as the pdf queue's concurrency (see PagePool: reset between renders, no script, no
 * network).
 */
@Injectable()
export class BrowserService implements OnApplicationShutdown {
  private readonly logger = new Logger(BrowserService.name);
  private launching: Promise<Browser> | null = null;
  /** The pages of the browser `launching` resolves to; a relaunched browser gets a new pool. */
  private pool: { browser: Browser; pages: PagePool } | null = null;
  private shuttingDown = false;
  /** Renders under way (waiting for the browser or a page included). */
  private renders = 0;
  /** Cancels the launch under way (none once it has resolved): shutdown need not wait for it. */
  private cancelLaunch: AbortController | null = null;
  private readonly poolSize: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'puppeteerExecutablePath'>,
    @Optional() @Inject(QUEUE_CATALOGUE) queues: QueueCatalogue = QUEUE_DEFINITIONS,
  ) {
    this.poolSize = queues.pdf.concurrency;
  }

  /**
   * Launches the browser now rather than for the first render, opens the page pool and prints
   * one throwaway PDF, so the first invoice is printed as fast as the next ones. Rejects if
   * Chromium cannot start (the first render then tries again and fails with the reason), and
   * resolves quietly if the application shuts down meanwhile.
   */
  async warmUp(): Promise<void> {
    try {
      // Opening the pool now readies (locks down) the tab Chromium starts with.
      this.pagesOf(await this.browser());
      // A render that arrived during the launch warms the print pipeline itself: no throwaway
      // PDF beside it, competing for the CPU.
      if (this.renders > 0) return;
      await this.renderPdf(WARM_UP_HTML);
    } catch (error) {
      if (this.shuttingDown) return;
      throw error;
    }
  }

  /** Prints `html` (no network: inline styles and data: URLs only) to a US Letter PDF. */
  async renderPdf(html: string): Promise<Uint8Array> {
    this.renders++;
    try {
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
    } finally {
      this.renders--;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    const launching = this.launching;
    this.launching = null;
    this.pool = null;
    if (this.cancelLaunch) {
      // A boot-time launch is still running (a short-lived process stops): the abort kills
      // Chromium at once, but puppeteer's launch may only settle when its own timeouts run out
      // (seen: over a minute on a loaded machine), so shutdown does not wait for it. Should it
      // still hand over a browser, that one is closed then.
      this.cancelLaunch.abort();
      this.cancelLaunch = null;
      void launching?.then((browser) => browser.close()).catch(() => undefined);
      return;
    }
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
    const cancel = new AbortController();
    this.cancelLaunch = cancel;
    try {
      browser = await puppeteer.launch({
        executablePath,
        headless: true,
        args: CHROMIUM_FLAGS,
        // No port to discover from Chromium's output, and Chromium exits when the pipe closes.
        pipe: true,
        signal: cancel.signal,
        // Nest closes the browser on shutdown (onApplicationShutdown), after running jobs finish.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: STEP_TIMEOUT_MS * 2,
      });
    } catch (error) {
      if (cancel.signal.aborted) throw new BrowserUnavailableError('The application is shutting down');
      throw new BrowserUnavailableError(
        `Could not start Chromium at ${executablePath}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      if (this.cancelLaunch === cancel) this.cancelLaunch = null;
    }
    browser.once('disconnected', () => {
      if (!this.shuttingDown) this.logger.warn('Chromium disconnected; the next render launches it again');
    });
    this.logger.log(`Chromium started (${executablePath})`);
    return browser;
  }
}
