import type { Browser, HTTPRequest, Page } from 'puppeteer-core';

/** An idle page: settles once it is ready for a render (null if it could not be made ready). */
interface IdlePage {
  page: Promise<Page | null>;
  ready: boolean;
}

/** Resetting a page is a navigation to about:blank, normally a few tens of milliseconds. */
const RESET_TIMEOUT_MS = 5_000;

/**
 * Warm pages of one browser, kept between renders. Opening a page costs about as much as
 * printing one, so a render borrows an idle page and gives it back.
 *
 *   - A page given back is reset (navigated to a new blank document, which drops the previous
 *     invoice's DOM, styles and images) before anyone can borrow it again. One whose render
 *     failed or timed out may be in any state, and is closed instead.
 *   - The pool keeps up to `capacity` pages (the pdf queue's concurrency). It fills up in the
 *     background after a render, so the next render usually finds a page whose reset is done
 *     while the last one's is still running; renders beyond capacity get a page of their own,
 *     closed afterwards.
 *   - Every page runs no JavaScript and may fetch nothing but data: URLs, so whatever a user
 *     typed into the HTML can neither run nor call out.
 */
export class PagePool {
  private readonly idle: IdlePage[] = [];
  /** Pages open or being opened, idle or lent out. */
  private open = 0;

  constructor(
    private readonly browser: Browser,
    private readonly capacity: number,
  ) {
    // The tab Chromium opens at launch is a page like any other: use it rather than pay for another.
    this.open++;
    this.makeIdle(browser.pages().then(([initial]) => (initial ? lockDown(initial) : null)));
  }

  /** A ready page: the first idle one to be ready, or a new one when none is idle. */
  async acquire(): Promise<Page> {
    while (this.idle.length > 0) {
      const entry =
        this.idle.find(({ ready }) => ready) ??
        (await Promise.race(this.idle.map((candidate) => candidate.page.then(() => candidate))));
      const index = this.idle.indexOf(entry);
      // Another render took it while this one waited.
      if (index < 0) continue;
      this.idle.splice(index, 1);
      const page = await entry.page;
      if (page && !page.isClosed()) return page;
      if (page) this.open--;
    }
    this.open++;
    try {
      return await this.openPage();
    } catch (error) {
      this.open--;
      throw error;
    }
  }

  /** Takes a page back; `clean` says its render finished normally. */
  release(page: Page, clean: boolean): void {
    if (!clean || this.open > this.capacity || !this.browser.connected || page.isClosed()) {
      this.open--;
      void page.close().catch(() => undefined);
      return;
    }
    this.makeIdle(reset(page));
    if (this.open < this.capacity) {
      this.open++;
      this.makeIdle(this.openPage());
    }
  }

  private openPage(): Promise<Page> {
    return this.browser.newPage().then(lockDown);
  }

  private makeIdle(preparing: Promise<Page | null>): void {
    const entry: IdlePage = {
      ready: false,
      page: preparing.then(
        (page) => page,
        () => null,
      ),
    };
    void entry.page.then((page) => {
      entry.ready = true;
      if (!page) this.open--;
    });
    this.idle.push(entry);
  }
}

/** Replaces whatever the last render left with a new, empty document; closes the page if that fails. */
async function reset(page: Page): Promise<Page> {
  try {
    await page.goto('about:blank', { waitUntil: 'load', timeout: RESET_TIMEOUT_MS });
    return page;
  } catch (error) {
    void page.close().catch(() => undefined);
    throw error;
  }
}

/** No script, no network but data: URLs. */
async function lockDown(page: Page): Promise<Page> {
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const allowed = request.url().startsWith('data:');
    // Settling an already settled request throws; nothing is left to do then.
    void (allowed ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
  });
  return page;
}
