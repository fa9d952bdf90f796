/**
 * The first load of the public screens (README "First load"): each is served prerendered,
 * styled before any script runs, hydrated without moving, and hands over to the full app
 * (and its remotes, loaded only then) once someone signs in.
 */
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { createRecipient, createTask, registerClient, registerShopper, signIn, snap } from './support';

const PASSWORD = 'e2e-secret-pass';

const PUBLIC_SCREENS: [path: string, heading: string][] = [
  ['/', 'Personal shopping, handled for you'],
  ['/auth', 'Welcome back'],
  ['/registration', 'Create your client account'],
  ['/help', 'Help Center'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];

/** The light entry has hydrated the prerendered page: React owns its heading and the footer. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['#public-root h1', '#public-root footer'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    }),
  );
}

/** Where the page's main landmarks are drawn. */
function layoutOf(page: Page) {
  return page.evaluate(() =>
    ['h1', 'header', 'footer', '#main .ant-card', 'header button'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box
        ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
        : null;
    }),
  );
}

test('every public screen answers HTML that already holds its heading and antd styles', async ({ request }) => {
  for (const [path, heading] of PUBLIC_SCREENS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${heading}`));
    expect(html, path).toContain('data-css-hash');
    expect(html, path).toContain('<div id="public-root">');
    // No inline script: the Content-Security-Policy allows scripts from this origin only.
    expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
  }
});

test('without JavaScript the landing page and /auth are painted, styled, as the app draws them', async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport!;
  for (const path of ['/', '/auth']) {
    const still = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport,
      javaScriptEnabled: false,
    });
    const prerendered = await still.newPage();
    await prerendered.goto(path);
    const heading = prerendered.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(PUBLIC_SCREENS.find(([p]) => p === path)![1]);
    // antd's styles are there: the primary button is filled with the palette's gold.
    const signIn = prerendered.getByRole('banner').getByRole('button', { name: 'Sign In' });
    expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await snap(prerendered, testInfo, `prerendered${path === '/' ? '-landing' : path.replace('/', '-')}`);
    const before = await layoutOf(prerendered);
    await still.close();

    const live = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
    const page = await live.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutOf(page)).toEqual(before);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500); // no entry at all: nothing moved
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    await snap(page, testInfo, `hydrated${path === '/' ? '-landing' : path.replace('/', '-')}`);
    await live.close();
  }
});

test('after hydration a client signs in and the client remote loads only then', async ({ page, request }, testInfo) => {
  const shopper = await registerShopper(request, 'Quinn Stylist');
  const client = await registerClient(request, shopper.id, 'Harper Client');
  const remoteRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/remotes/')) remoteRequests.push(new URL(req.url()).pathname);
  });

  await page.goto('/auth');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);

  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  // The greeting shows on signing in, while the client remote may still be on its way: a slow
  // load can take longer than the toast stays.
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  // The frame's skeleton draws the same greeting while the remote loads: the remote's own
  // heading is what says it has arrived.
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome, Harper Client');
  expect(remoteRequests).toContain('/remotes/client/remoteEntry.js');
  expect(remoteRequests.some((path) => path.startsWith('/remotes/shopper/'))).toBe(false);
  await snap(page, testInfo, 'signed-in-from-prerendered-auth');
});

test('a signed-in user opening a public page gets the full app: / goes to the dashboard', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Rowan Stylist');
  await signIn(page, shopper);
  await page.goto('/');
  await expect(page).toHaveURL(/\/shopper-dashboard$/);
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome back, Rowan Stylist!');
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("a signed-in first load takes antd's styles for its first render from the style sheet", async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Sage Stylist');
  await signIn(page, shopper);
  await page.goto('/shopper-dashboard');
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome back, Sage Stylist!');
  const sheet = page.locator('head link[rel="stylesheet"][href^="/antd-first-paint."]');
  await expect(sheet).toHaveCount(1);
  // antd's CSS-in-JS put in the page only its theme variables: the component rules it would
  // otherwise compute for the frame and the dashboard (cards, buttons, typography) are the sheet's.
  const insertedRules = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? ''),
  );
  expect(
    insertedRules.filter((css) => /\.ant-(card|btn|typography|layout)[\s{:.-]/.test(css) && !css.includes('--ant-')),
  ).toEqual([]);
  const cardStyle = await page
    .locator('#main .ant-card')
    .first()
    .evaluate((card) => getComputedStyle(card).borderRadius);
  expect(cardStyle).not.toBe('0px');
  await snap(page, testInfo, 'signed-in-dashboard-from-style-sheet');
});

test("a returning user's dashboard, task list and task page are painted, with their headings, before the app's scripts arrive", async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Wren Stylist');
  const client = await registerClient(request, shopper.id, 'Theo Client');
  const task = await createTask(request, shopper, client, (await createRecipient(request, client)).id, 'Linen suit');
  await signIn(page, shopper);
  await page.goto('/shopper-dashboard');
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome back, Wren Stylist!');
  // A returning user: the app has stored the account the first paint greets (an effect of the
  // render that shows the greeting, which can run after the greeting is on screen).
  await page.waitForFunction(() => localStorage.getItem('atelier.account') !== null);

  // Every script but the shell's first is held back: what shows is the first paint alone.
  const held: Route[] = [];
  const appScript = (url: URL) => url.pathname.endsWith('.js') && !/^\/main\.[0-9a-f]+\.js$/.test(url.pathname);
  let holding = true;
  await page.route(appScript, (route) => (holding ? void held.push(route) : route.continue()));
  const pages: [path: string, heading: string, screen: Locator][] = [
    ['/shopper-dashboard', 'Welcome back, Wren Stylist!', page.getByTestId('remote-greeting')],
    ['/tasks', 'All Tasks', page.getByText(/Showing 1 of 1/)],
    // Its title comes from the shell's first read of the task, before any script but the first.
    [`/tasks/${task.id}`, 'Linen suit', page.getByRole('button', { name: 'Edit Task' })],
  ];
  for (const [path, heading, screen] of pages) {
    holding = true;
    held.length = 0;
    await page.goto(path, { waitUntil: 'commit' });
    const painted = page.getByRole('heading', { level: 1, name: heading });
    await expect(painted).toBeVisible();
    await expect(page.getByTestId('route-skeleton')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Atelier');
    expect(held.length, path).toBeGreaterThan(0);
    await snap(page, testInfo, `first-paint${path.replace(task.id, 'id').replaceAll('/', '-')}`);
    const place = lineOf(await painted.boundingBox());

    holding = false;
    for (const route of held) await route.continue();
    await expect(screen).toBeVisible();
    await expect(page.getByTestId('route-skeleton')).toHaveCount(0);
    // The screen's own heading took the first paint's place.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(lineOf(await page.getByRole('heading', { level: 1, name: heading }).boundingBox()), path).toEqual(place);
  }
});

/**
 * Where a heading's text sits: not its width, since the task page's title shares its line with
 * Edit Task, which comes with the workspace.
 */
function lineOf(box: { x: number; y: number; height: number } | null) {
  return box && { x: box.x, y: box.y, height: box.height };
}

// One test per screen: an axe pass takes seconds on a loaded machine, seven in a row do not fit one test's time.
for (const [path, heading] of PUBLIC_SCREENS) {
  test(`${path} has no serious accessibility violation once hydrated`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
