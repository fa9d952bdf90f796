import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  createRecipient,
  createTask,
  itemCard,
  openAs,
  registerClient,
  registerShopper,
  signIn,
  snap,
} from './support';

/**
 * A double tap makes one of each: Save Item, chat Send (a tap and Enter), Generate Code and a
 * Quick Setup recipient. What was created is counted through the API, not only on screen.
 * Accounts and the task are seeded through the API.
 */

/** How many things the api holds at `path`, asked from the signed-in page as the app asks. */
async function countOf(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    // A task answers with its items; the lists answer arrays.
    const body = (await res.json()) as unknown[] | { items: unknown[] };
    return Array.isArray(body) ? body.length : body.items.length;
  }, path);
}

test('double taps on Save Item, Send, Generate Code and Quick Setup create one of each', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Name').fill('Linen Blazer');
  await dialog.getByLabel('Unit price').fill('129.50');
  await dialog.getByRole('button', { name: 'Save Item' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(itemCard(page, 'Linen Blazer')).toHaveCount(1);
  expect(await countOf(page, `/api/tasks/${task.id}`)).toBe(1);

  const message = page.getByLabel('Message', { exact: true });
  await message.fill('Found the blazer in navy.');
  await page.getByRole('button', { name: 'Send message' }).dblclick();
  await message.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Found the blazer in navy.');
  await expect(message).toHaveValue('');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  expect(await countOf(page, `/api/tasks/${task.id}/messages`)).toBe(1);
  await snap(page, testInfo, 'one-item-one-message');

  await page.goto('/invite-codes');
  await page.getByRole('button', { name: 'Generate New Code' }).click();
  await page.getByLabel('Client name').fill('Jane Doe');
  await page.getByRole('button', { name: 'Generate Code' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Active Codes (1)' })).toBeVisible();
  expect(await countOf(page, '/api/invite-codes')).toBe(1);
  await expectNoSeriousA11yViolations(page);

  const newcomer = await registerClient(request, shopper.id, 'Dana Client');
  const clientPage = await openAs(browser, testInfo, newcomer);
  await clientPage.goto('/recipients');
  await expect(clientPage.getByText('No recipients yet')).toBeVisible();
  await clientPage.getByRole('button', { name: 'Add My Spouse' }).dblclick();
  await expect(clientPage.getByText('Recipient added')).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'My Spouse, view tasks' })).toHaveCount(1);
  expect(await countOf(clientPage, '/api/recipients')).toBe(1);
  await snap(clientPage, testInfo, 'one-recipient');
});
