import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { productPhoto, ProductSite } from './product-site';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openedDialog } from './animations';
import { itemCard, openAs, seedItem, seedTask, signIn, snap } from './support';

/**
 * Link import refuses what is not a product page, and the item's texts are the shopper's: she
 * imports from a bot check (Cloudflare's "Just a moment...") and from a page with a title only,
 * is told "We couldn't read product details from that page" and finds each item as it was;
 * she imports a real product page; she edits an imported summary and removes it, and writes her
 * client a note (typed); her client, watching the task, sees each change arrive and can change
 * nothing.
 * Accounts, the task and the items (an imported one with its photo and summary) are seeded
 * through the API.
 */

const NOT_READ = "We couldn't read product details from that page. Nothing was changed.";
const NOTE = 'Runs small: I ordered the M. Arrives Tuesday.';
/** What importing /blazer of the product site writes. */
const IMPORTED_SUMMARY =
  'This is the Linen Blazer by Maison Lin. It comes in Navy and is made of Linen. ' +
  'A relaxed blazer in washed linen with two patch pockets.';
const EDITED_SUMMARY = 'Washed linen, two patch pockets; unlined, so it packs flat.';

let site: ProductSite;
test.beforeAll(async () => {
  site = new ProductSite();
  await site.start();
});
test.afterAll(async () => site.stop());

/** A task with one item linking to `path` of the product site, not imported yet. */
async function seedLinkedItem(request: APIRequestContext, name: string, path: string) {
  const seeded = await seedTask(request);
  await seedItem(request, seeded.shopper, seeded.task.id, {
    name,
    quantity: 1,
    unitPrice: '0',
    link: `${site.base}${path}`,
  });
  return seeded;
}

/** A task with the Linen Blazer as importing its product page leaves it, with or without the summary. */
async function seedImportedBlazer(request: APIRequestContext, { summary }: { summary?: string }) {
  const seeded = await seedTask(request);
  await seedItem(request, seeded.shopper, seeded.task.id, {
    name: 'Linen Blazer',
    brand: 'Maison Lin',
    store: 'Maison Store',
    quantity: 1,
    unitPrice: '129.00',
    link: `${site.base}/blazer`,
    photos: [await productPhoto('#2b4a6f')],
    summary,
  });
  return seeded;
}

/** Opens the task; a first load on a busy machine may take longer than the usual wait. */
async function openTask(page: Page, taskId: string, itemName: string) {
  await page.goto(`/tasks/${taskId}`);
  await expect(itemCard(page, itemName)).toBeVisible({ timeout: 45_000 });
}

/** Imports the card's link, expecting the refusal, and checks that the card did not change. */
async function importRefused(page: Page, card: Locator) {
  const before = await card.innerText();
  await card.getByRole('button', { name: 'Import image and summary' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Import Failed' });
  await expect(toast).toContainText(NOT_READ);
  await expect(card).toHaveAttribute('aria-busy', 'false');
  expect(await card.innerText()).toBe(before);
  await expect(card.getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Open photo/ })).toHaveCount(0);
  await expect(page.getByText('Import complete')).toHaveCount(0);
  return toast;
}

test('link import refuses a bot check: the message, and nothing changed for either party', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task } = await seedLinkedItem(request, 'Wool Coat', '/just-a-moment');

  await signIn(page, shopper);
  await openTask(page, task.id, 'Wool Coat');
  const coatToast = await importRefused(page, itemCard(page, 'Wool Coat'));
  await snap(page, testInfo, 'import-bot-check-refused', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  // Gone on its own, so the next import's toast is its own.
  await expect(coatToast).toBeHidden();

  const clientPage = await openAs(browser, testInfo, client);
  await openTask(clientPage, task.id, 'Wool Coat');
  await expect(itemCard(clientPage, 'Wool Coat').getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  await clientPage.context().close();
});

test('link import refuses a page with a title only, leaving the item as it was', async ({ page, request }) => {
  const { shopper, task } = await seedLinkedItem(request, 'Cashmere Sweater', '/title-only');

  await signIn(page, shopper);
  await openTask(page, task.id, 'Cashmere Sweater');
  await importRefused(page, itemCard(page, 'Cashmere Sweater'));
});

test('link import reads a product page: its photo, brand, store and summary', async ({ page, request }) => {
  const { shopper, task } = await seedLinkedItem(request, 'Linen Blazer', '/blazer');

  await signIn(page, shopper);
  await openTask(page, task.id, 'Linen Blazer');
  const blazer = itemCard(page, 'Linen Blazer');
  await blazer.getByRole('button', { name: 'Import image and summary' }).click();
  await expect(page.getByText('Import complete')).toBeVisible();
  await expect(blazer.getByText(/This is the Linen Blazer by Maison Lin\./)).toBeVisible();
  await expect(blazer.getByRole('button', { name: /Open photo 1/ })).toBeVisible();
  await expect(blazer.getByText('Maison Lin · Maison Store')).toBeVisible();
});

test('the shopper rewrites an imported summary, then removes it; the client watching sees both', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task } = await seedImportedBlazer(request, { summary: IMPORTED_SUMMARY });

  // The client watches the task: what the shopper writes reaches her without a reload.
  const clientPage = await openAs(browser, testInfo, client);
  await openTask(clientPage, task.id, 'Linen Blazer');
  const clientBlazer = itemCard(clientPage, 'Linen Blazer');

  // She rewrites the summary, typing it.
  await signIn(page, shopper);
  await openTask(page, task.id, 'Linen Blazer');
  const blazer = itemCard(page, 'Linen Blazer');
  await blazer.getByRole('button', { name: 'Edit the summary for Linen Blazer' }).click();
  const summaryDialog = page.getByRole('dialog', { name: 'Edit summary' });
  const summaryField = summaryDialog.getByLabel('Summary');
  await expect(summaryField).toHaveValue(/^This is the Linen Blazer by Maison Lin\./);
  await summaryField.clear();
  await summaryField.pressSequentially(EDITED_SUMMARY);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'edit-summary-dialog', { fullPage: false });
  await summaryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(summaryDialog).toBeHidden();
  await expect(blazer.getByText(EDITED_SUMMARY)).toBeVisible();
  await expect(clientBlazer.getByText(EDITED_SUMMARY)).toBeVisible();

  // Then removes it, after saying yes; the client's card loses it too.
  await blazer.getByRole('button', { name: 'Remove the summary for Linen Blazer' }).click();
  const confirm = await openedDialog(page, 'Remove the summary?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(blazer.getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  await expect(blazer.getByText(/Washed linen/)).toHaveCount(0);
  await expect(clientBlazer.getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  await clientPage.context().close();
});

test('the shopper writes her client a note, refused past 1000 characters; the client reads it and can change nothing', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task } = await seedImportedBlazer(request, {});

  // The client watches the task: the note reaches her without a reload.
  const clientPage = await openAs(browser, testInfo, client);
  await openTask(clientPage, task.id, 'Linen Blazer');

  // A note past 1000 characters is refused with its limit; a typed one is saved.
  await signIn(page, shopper);
  await openTask(page, task.id, 'Linen Blazer');
  const blazer = itemCard(page, 'Linen Blazer');
  await blazer.getByRole('button', { name: 'Add a note for your client on Linen Blazer' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add a note for your client' });
  const noteField = noteDialog.getByLabel('Note for your client');
  await noteField.fill('x'.repeat(1001));
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(noteDialog.getByText('Note too long (max 1000 characters)')).toBeVisible();
  await noteField.clear();
  await noteField.pressSequentially(NOTE);
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(noteDialog).toBeHidden();
  await expect(blazer.getByRole('heading', { name: 'Your note to the client' })).toBeVisible();
  await expect(blazer.getByText(NOTE)).toBeVisible();
  await expect(page.getByText('Note saved')).toBeVisible();
  await blazer.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-item-with-note');

  // The client reads the note, without a summary, and can change neither.
  const clientBlazer = itemCard(clientPage, 'Linen Blazer');
  await expect(clientBlazer.getByRole('heading', { name: 'Note from your shopper' })).toBeVisible();
  await expect(clientBlazer.getByText(NOTE)).toBeVisible();
  await expect(clientBlazer.getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  await expect(clientBlazer.getByRole('button', { name: /^(Edit|Remove|Add a note)/ })).toHaveCount(0);
  await clientBlazer.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'client-item-with-note');
  await clientPage.context().close();
});
