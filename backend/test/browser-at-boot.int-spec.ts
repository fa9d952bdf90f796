import { randomBytes } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { loadAppConfig } from '../src/config/app-config';
import { BrowserService } from '../src/infra/browser/browser.service';
import { bootstrapWorker } from '../src/worker-bootstrap';
import { eventually } from './support/eventually';
import { createTestApp, dropRedisKeys, TEST_REDIS_URL, testEnvironment, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(30_000);

/** The app's BrowserService (the one its pdf processor prints with). */
const browserServiceOf = (app: INestApplicationContext) => app.get(BrowserService, { strict: false });
/** The browser this service launched or is launching; null if it never started one. */
const launchOf = (service: BrowserService): Promise<Browser> | null => service['launching'];

/** Resolves once Chromium's process has exited. */
const exited = (browser: Browser) =>
  eventually(async () => {
    const child = browser.process();
    return !browser.connected && child !== null && (child.exitCode !== null || child.signalCode !== null);
  });

/**
 * Chromium is launched when a process that runs the pdf queue's processor boots (the api in
 * single-machine mode, the worker), in the background, and closed when it stops; an api that
 * only enqueues (REDIS_URL) never starts one.
 */
describe('Chromium at boot', () => {
  describe('an api that runs the jobs itself (no REDIS_URL)', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it('is ready before Chromium is, and a launch still under way is cancelled at shutdown', async () => {
      let launchOptions: LaunchOptions | undefined;
      // A Chromium that never finishes starting: boot must not wait for it. Nor must shutdown:
      // once aborted, puppeteer's launch may stay unsettled until its own timeouts run out.
      const launch = jest.spyOn(puppeteer, 'launch').mockImplementation((options) => {
        launchOptions = options;
        return new Promise<Browser>(() => undefined);
      });
      try {
        t = await createTestApp({ REDIS_URL: undefined });
        await request(t.http).get('/api/health').expect(200);
        expect(launch).toHaveBeenCalledTimes(1);
        expect(launchOptions?.signal?.aborted).toBe(false);

        await t.close();
        t = undefined;
        expect(launchOptions?.signal?.aborted).toBe(true);
      } finally {
        launch.mockRestore();
      }
    });

    it('launches Chromium at boot, prints the first PDF with it, and closes it with the app', async () => {
      const launch = jest.spyOn(puppeteer, 'launch');
      try {
        t = await createTestApp({ REDIS_URL: undefined });
        const service = browserServiceOf(t.app);
        expect(launch).toHaveBeenCalledTimes(1);
        const browser = await launchOf(service)!;
        expect(browser.connected).toBe(true);

        await service.renderPdf('<p>Invoice 1</p>');
        expect(launch).toHaveBeenCalledTimes(1);
        expect(await launchOf(service)).toBe(browser);

        await t.close();
        t = undefined;
        await exited(browser);
      } finally {
        launch.mockRestore();
      }
    });

    it('boots without Chromium: the failed launch is only logged', async () => {
      const launch = jest.spyOn(puppeteer, 'launch');
      try {
        t = await createTestApp({ REDIS_URL: undefined, PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' });
        const service = browserServiceOf(t.app);
        expect(launch).toHaveBeenCalledTimes(1);
        await eventually(async () => launchOf(service) === null);
        await request(t.http).get('/api/health').expect(200);
        // The first render tries again and reports why (invoice-pdf-unavailable checks the api's answer).
        await expect(service.renderPdf('<p>x</p>')).rejects.toThrow(
          'Could not start Chromium at /nonexistent/chromium',
        );
        expect(launch).toHaveBeenCalledTimes(2);
      } finally {
        launch.mockRestore();
      }
    });
  });

  // The BullMQ topology on either database: Redis answers in both test modes.
  describe('an api with REDIS_URL and its worker', () => {
    let db: TestDatabase;
    let env: NodeJS.ProcessEnv;
    let api: INestApplication | undefined;
    let worker: INestApplicationContext | undefined;
    beforeAll(async () => {
      db = await createTestDatabase();
      env = testEnvironment(db, {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: `atelier-test-${randomBytes(4).toString('hex')}`,
      });
    });
    afterAll(async () => {
      await worker?.close();
      await api?.close();
      await db.drop();
      await dropRedisKeys(TEST_REDIS_URL, env.REDIS_PREFIX!);
    });

    it('the api (producers only) launches no browser; the worker launches one at boot and closes it at shutdown', async () => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(loadAppConfig(env))] }).compile();
      api = moduleRef.createNestApplication({ bufferLogs: true });
      await api.listen(0, '127.0.0.1');
      worker = await bootstrapWorker(env);

      const workerLaunch = launchOf(browserServiceOf(worker));
      expect(workerLaunch).not.toBeNull();
      const browser = await workerLaunch!;
      expect(browser.connected).toBe(true);
      // Both are booted (hooks run, listening): the api would have started its launch by now.
      expect(launchOf(browserServiceOf(api))).toBeNull();

      await worker.close();
      worker = undefined;
      await exited(browser);
      expect(launchOf(browserServiceOf(api))).toBeNull();
    });
  });
});
