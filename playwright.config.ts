/**
 * End-to-end journeys against the built app served the way `npm start` serves it: one api
 * process on a free port with a throwaway DATA_DIR (SQLite, inline jobs), building whatever
 * web app is missing first. Debian's Chromium, never a downloaded browser. Every journey runs
 * at 375 px and 1280 px wide and saves a screenshot of its end under test-results/.
 *
 *   npx playwright test              (or TEST_MODES=e2e npm test, which builds first)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Chosen once in the main process; workers inherit the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_PORT ??= freePort();
process.env.MAIL_CATCHER_SMTP_PORT ??= freePort();
process.env.MAIL_CATCHER_HTTP_PORT ??= freePort();
process.env.STRIPE_SANDBOX_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The webhook secret the Stripe-compatible server signs with and the app checks. */
const STRIPE_WEBHOOK_SECRET = 'whsec_atelierJourneys';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network); the screencast is left
    // out: recording it for every journey costs CPU the journeys share with the app and Chromium.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'mobile-375', use: { browserName: 'chromium', viewport: { width: 375, height: 812 } } },
    { name: 'desktop-1280', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // The mail server the app sends to; journeys read what arrived (e2e/mail.ts).
      command: 'node e2e/mail-catcher.mjs',
      url: `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_CATCHER_SMTP_PORT: process.env.MAIL_CATCHER_SMTP_PORT,
        MAIL_CATCHER_HTTP_PORT: process.env.MAIL_CATCHER_HTTP_PORT,
      },
    },
    {
      // Stripe, as the SDK and the browser see it (e2e/stripe-sandbox.mjs).
      command: 'node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON e2e/stripe-sandbox.mjs',
      url: `http://127.0.0.1:${process.env.STRIPE_SANDBOX_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_SANDBOX_PORT: process.env.STRIPE_SANDBOX_PORT,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_SANDBOX_WEBHOOK_URL: `${baseURL}/api/payments/stripe/webhook`,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The product pages that link import reads are served by the journeys on loopback.
        ENRICH_ALLOW_PRIVATE_HOSTS: 'true',
        SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_CATCHER_SMTP_PORT}`,
        APP_URL: baseURL,
        // Digests a moment after the event, so a journey can wait for one.
        EMAIL_DIGEST_DELAY_MS: '1500',
        STRIPE_SECRET_KEY: 'sk_test_atelierJourneys',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${process.env.STRIPE_SANDBOX_PORT}`,
      },
    },
  ],
});
