import { type APIRequestContext, expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  type Account,
  apiPost,
  createRecipient,
  createTask,
  registerClient,
  registerShopper,
  signIn,
  snap,
} from './support';

/**
 * Issue 37, the desk: from 992 px the signed-in frame has a side navigation beside the page
 * (the spec's bottom navigation entries, by role) and the page uses the width; on a phone the
 * bottom tab bar stays. A task with items and a message is seeded through the API; the journey
 * walks the dashboard, the task list and the task page of each role through the navigation.
 */

async function seedShop(request: APIRequestContext) {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Winter coats');
  await apiPost(request, shopper, `/api/tasks/${task.id}/items`, {
    name: 'Wool coat',
    quantity: 1,
    unitPrice: '189.00',
  });
  await apiPost(request, shopper, `/api/tasks/${task.id}/items`, {
    name: 'Cashmere scarf',
    quantity: 1,
    unitPrice: '45.00',
  });
  await apiPost(request, client, `/api/tasks/${task.id}/messages`, { content: 'Could the coat come in navy?' });
  await createTask(request, shopper, client, recipient.id, 'Spring wardrobe refresh');
  return { shopper, client, task };
}

const desk = (testInfo: TestInfo) => testInfo.project.use.viewport!.width >= 992;

// Four pages, each with its screenshot, and an accessibility scan, on a machine other journeys share.
test.setTimeout(120_000);

/** The main navigation sits where the width puts it: a column on the left, or a bar at the bottom. */
async function expectNavigationPlaced(page: Page, nav: Locator, testInfo: TestInfo) {
  const viewport = page.viewportSize()!;
  const box = (await nav.boundingBox())!;
  if (desk(testInfo)) {
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(260);
    expect(box.height).toBeGreaterThan(viewport.height / 2);
    // The page starts right of it.
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x).toBeGreaterThanOrEqual(box.x + box.width);
    expect(main.width).toBeGreaterThan(700);
  } else {
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.height).toBeLessThan(90);
  }
}

async function walk(page: Page, testInfo: TestInfo, account: Account, role: 'shopper' | 'client', taskId: string) {
  await signIn(page, account);
  const dashboard = role === 'shopper' ? '/shopper-dashboard' : '/client-dashboard';
  await page.goto(dashboard);
  await expect(page.getByTestId('remote-greeting')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(
    role === 'shopper'
      ? ['Dashboard', /Tasks/, 'Clients', 'Profile']
      : ['Dashboard', 'Shopping', /Messages/, 'Profile'],
  );
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNavigationPlaced(page, nav, testInfo);
  await page.waitForLoadState('networkidle');
  await snap(page, testInfo, `${role}-dashboard`);

  // Keyboard: the navigation comes right after the header's controls, before the page.
  await page.getByRole('button', { name: `Account menu for ${account.displayName}` }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: role === 'shopper' ? /^Tasks/ : 'Shopping' })).toBeFocused();

  const list = role === 'shopper' ? 'Tasks' : 'Shopping';
  await nav.getByRole('link', { name: list }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByText(/Showing 2 of 2/)).toBeVisible();
  await expect(nav.getByRole('link', { name: list })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  await expectNavigationPlaced(page, nav, testInfo);
  await snap(page, testInfo, `${role}-tasks`);

  await page.goto(`/tasks/${taskId}`);
  // The workspace reads the task first: slower than the lists on a busy machine.
  await expect(page.getByRole('article', { name: 'Wool coat' })).toBeVisible({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: list })).toHaveAttribute('aria-current', 'page');
  await expectNavigationPlaced(page, nav, testInfo);
  await page.waitForLoadState('networkidle');
  await snap(page, testInfo, `${role}-task`);
  // It stays in reach down the page.
  await page.getByRole('article', { name: 'Cashmere scarf' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
}

test("the shopper's desk: navigation, dashboard, task list and task page", async ({ page, request }, testInfo) => {
  const { shopper, task } = await seedShop(request);
  await walk(page, testInfo, shopper, 'shopper', task.id);
});

test("the client's desk: navigation, dashboard, task list and task page", async ({ page, request }, testInfo) => {
  const { client, task } = await seedShop(request);
  await walk(page, testInfo, client, 'client', task.id);
});
