import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { registerClient, registerShopper, signIn, snap } from './support';

/**
 * Watches the scripts the page fetches from the remotes; the returned function lists those
 * that carry a shared module's own code (React's element type, antd's icon class): a remote's
 * copies of the shared modules, which it fetches only when the shell's are not used. The bodies
 * are fetched again at the end rather than read from the page, which drops them as it navigates.
 */
function watchRemoteCopiesOfShared(page: Page, request: APIRequestContext): () => Promise<string[]> {
  const paths = new Set<string>();
  page.on('request', (fetched) => {
    const path = new URL(fetched.url()).pathname;
    if (path.startsWith('/remotes/') && path.endsWith('.js')) paths.add(path);
  });
  return async () => {
    const copies: string[] = [];
    for (const path of paths) {
      const body = await (await request.get(path)).text();
      if (/react\.transitional\.element|anticon/.test(body)) copies.push(path);
    }
    return copies;
  };
}

test('a shopper signed up through the API lands on the shopper dashboard with the frame', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const remoteCopiesOfShared = watchRemoteCopiesOfShared(page, request);
  await signIn(page, shopper);
  await page.goto('/');
  await expect(page).toHaveURL(/\/shopper-dashboard$/);
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome back, Avery Stylist!');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Tasks', 'Clients', 'Profile']);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/established 2025/)).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu for Avery Stylist/ }).click();
  const identity = page.getByTestId('user-menu-identity');
  await expect(identity).toContainText(shopper.email);
  await expect(identity).toContainText('Personal Shopper');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await snap(page, testInfo, 'shopper-dashboard');

  // From the keyboard: the opened menu takes the focus, the arrows move through it, and
  // Escape closes it and gives the focus back to its button.
  const accountMenu = page.getByRole('button', { name: /Account menu for Avery Stylist/ });
  await page.keyboard.press('Escape');
  await expect(accountMenu).toBeFocused();
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();

  // A deep link into the remote survives a reload; the bottom navigation follows the path.
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { name: 'All Tasks' })).toBeVisible();
  await page.goto('/tasks/123');
  await page.reload();
  await expect(page.getByText('Task not found')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');

  // One instance of each shared module: the remote used the shell's, never its own copies
  // (webpack-app.js, federation).
  expect(await remoteCopiesOfShared()).toEqual([]);

  // Log Out clears the session and goes home.
  await page.getByRole('button', { name: /Account menu/ }).click();
  const logOut = page.getByRole('menuitem', { name: 'Log Out' });
  // As in onboarding.spec.ts: click the item once the opened menu sits under its button.
  await expect(logOut).toBeInViewport();
  await logOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('a client lands on the client dashboard from the client remote', async ({ page, request }, testInfo) => {
  const shopper = await registerShopper(request, 'Blake Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const remoteCopiesOfShared = watchRemoteCopiesOfShared(page, request);
  await signIn(page, client);
  await page.goto('/');
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome, Casey Client');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Shopping', 'Messages', 'Profile']);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await snap(page, testInfo, 'client-dashboard');
  expect(await remoteCopiesOfShared()).toEqual([]);
  // A shopper-only route sends the client home (and home is the client dashboard).
  await page.goto('/shopper-dashboard');
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test('a blocked remote shows the fallback, the frame keeps working, and Retry recovers', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Robin Retry');
  await signIn(page, shopper);
  await page.route('**/remotes/shopper/remoteEntry.js', (route) => route.abort());
  await page.goto('/shopper-dashboard');

  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  await expect(retry).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await snap(page, testInfo, 'remote-blocked');

  // Still blocked: Retry fails again and shows the fallback again.
  await retry.click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();

  // The shell's own pages keep working meanwhile.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();

  await page.unroute('**/remotes/shopper/remoteEntry.js');
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByTestId('remote-greeting')).toHaveText('Welcome back, Robin Retry!');
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  await snap(page, testInfo, 'remote-recovered');
});

test('a failed screen chunk of a loaded remote is fetched again on Retry', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Chunk Retry');
  await signIn(page, shopper);
  const chunks = (url: URL) =>
    url.pathname.startsWith('/remotes/shopper/') && !url.pathname.endsWith('/remoteEntry.js');
  await page.route(chunks, (route) => route.abort());
  await page.goto('/tasks');
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await page.unroute(chunks);
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Tasks' })).toBeVisible();
});
