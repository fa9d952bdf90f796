import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { productPhoto, ProductSite } from './product-site';
import {
  createRecipient,
  createTask,
  expectNoSeriousA11yViolations,
  itemCard,
  openAs,
  registerClient,
  registerShopper,
  signIn,
  snap,
} from './support';

/**
 * The task workspace (/tasks/{id}) for both roles, in one journey: the shopper adds items,
 * uploads a photo and imports one from a product page; the client likes an item, pins a
 * comment on its photo and chats; the shopper resolves the pin, answers, invoices part of an
 * item, marks it paid (after a confirmation) and downloads the PDF; the client sees the invoice
 * without the fee, her amounts adding up; what is left goes on a second invoice, whose payment
 * completes the task.
 * Accounts and the task are seeded through the API.
 */

let site: ProductSite;
test.beforeAll(async () => {
  site = new ProductSite();
  await site.start();
});
test.afterAll(async () => site.stop());

async function addItem(
  page: Page,
  item: { name: string; brand?: string; quantity: string; price: string; link?: string },
) {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Name').fill(item.name);
  if (item.brand) await dialog.getByLabel('Brand').fill(item.brand);
  await dialog.getByLabel('Quantity').fill(item.quantity);
  await dialog.getByLabel('Unit price').fill(item.price);
  if (item.link) await dialog.getByLabel('Product link').fill(item.link);
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(dialog).toBeHidden();
  await expect(itemCard(page, item.name)).toBeVisible();
}

test('shopper and client work a task together: items, photos, import, likes, pins, chat and invoice', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);

  // The shopper adds two items: one with a product link, one to photograph.
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring wardrobe refresh' })).toBeVisible();
  await expect(page.getByText('Fee 12.5%')).toBeVisible();
  await expect(page.getByText('Clothing & Fashion · for Jordan')).toBeVisible();
  await addItem(page, { name: 'Linen Blazer', quantity: '3', price: '19.99', link: `${site.base}/blazer` });
  await addItem(page, { name: 'Silk Scarf', brand: 'Hermès', quantity: '1', price: '45' });

  // A photo uploaded from the picker shows as a thumbnail.
  const scarf = itemCard(page, 'Silk Scarf');
  const photo = await productPhoto('#8a3b3b');
  await scarf.getByRole('button', { name: 'Add photos' }).click();
  const photos = page.getByRole('dialog', { name: 'Photos of Silk Scarf' });
  await photos.getByLabel('Choose photos').setInputFiles({ name: 'scarf.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Images added')).toBeVisible();
  await expect(photos.getByText('1 of 8 photos')).toBeVisible();
  await photos.getByRole('button', { name: 'Done' }).click();
  await expect(photos).toBeHidden();
  await expect(scarf.getByRole('button', { name: /Open photo 1/ })).toBeVisible();

  // Import reads the product page: its photo and a summary appear on the card.
  const blazer = itemCard(page, 'Linen Blazer');
  await blazer.getByRole('button', { name: 'Import image and summary' }).click();
  await expect(blazer.getByText(/Linen Blazer by Maison Lin/)).toBeVisible();
  await expect(blazer.getByRole('button', { name: /Open photo 1/ })).toBeVisible();
  // 3 × 19.99 + 45.00 subtotal (the budget meter repeats it, so read the Pricing card's).
  await expect(page.locator('.ant-statistic', { hasText: 'Subtotal' })).toContainText('$104.97');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-workspace-items');

  // The client likes the blazer, pins a comment on its photo and writes in the chat.
  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const clientBlazer = itemCard(clientPage, 'Linen Blazer');
  await clientBlazer.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(clientBlazer.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(clientPage.getByText('Fee 12.5%')).toHaveCount(0);
  await expect(clientPage.getByText('Your shopper will create the invoice when ready.')).toBeVisible();

  await clientBlazer.getByRole('button', { name: /Open photo 1/ }).click();
  const viewer = clientPage.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer.getByText('1 of 1')).toBeVisible();
  const slideImage = viewer.getByRole('img', { name: 'Linen Blazer' });
  await slideImage.click({ position: { x: 40, y: 40 } });
  await viewer.getByRole('textbox', { name: 'Comment' }).fill('Could the sleeves be a little shorter?');
  await viewer.getByRole('button', { name: 'Add Comment', exact: true }).click();
  await expect(viewer.getByRole('button', { name: /Comment by Casey Client/ })).toBeVisible();
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'client-image-viewer', { fullPage: false });
  await clientPage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const clientMessage = clientPage.getByLabel('Message', { exact: true });
  await clientMessage.fill('Love the blazer! Is there a navy one?');
  await clientMessage.press('Enter');
  await expect(clientPage.getByRole('log', { name: 'Messages' })).toContainText(
    'Love the blazer! Is there a navy one?',
  );

  // The shopper sees the like and the message, answers, and resolves the pin.
  await page.reload();
  await expect(itemCard(page, 'Linen Blazer').getByText('Client Likes: 1')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is there a navy one?');
  await page.getByLabel('Message', { exact: true }).fill('Yes, ordering navy now.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Yes, ordering navy now.');

  await itemCard(page, 'Linen Blazer')
    .getByRole('button', { name: /Open photo 1/ })
    .click();
  const shopperViewer = page.getByRole('dialog', { name: 'Image viewer' });
  await shopperViewer.getByRole('button', { name: /Comment by Casey Client/ }).click();
  await expect(shopperViewer.getByText('Could the sleeves be a little shorter?')).toBeVisible();
  await shopperViewer.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(shopperViewer.getByText('Resolved', { exact: true })).toBeVisible();
  await shopperViewer.getByRole('button', { name: 'Close comment' }).click();
  await page.keyboard.press('Escape');
  await expect(shopperViewer).toBeHidden();

  // Create Invoice opens the picker on a draft; cancelled, the draft is hers alone, unnumbered,
  // and the client sees no invoice at all. The picker says what the client liked.
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const finalize = page.getByRole('dialog', { name: 'Finalize Invoice' });
  await expect(finalize).toBeVisible();
  await expect(finalize.getByRole('listitem').filter({ hasText: 'Linen Blazer' })).toContainText('Client liked');
  await expect(finalize.getByRole('listitem').filter({ hasText: 'Silk Scarf' })).toContainText('No reaction yet');
  await snap(page, testInfo, 'shopper-finalize-picker', { fullPage: false });
  await finalize.getByRole('button', { name: 'Cancel' }).click();
  await expect(finalize).toBeHidden();
  await expect(page.getByText('Draft invoice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await snap(page, testInfo, 'shopper-workspace-draft');
  await clientPage.reload();
  await expect(clientPage.getByText('Your shopper will create the invoice when ready.')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(clientPage.getByText(/Draft invoice|INV-/)).toHaveCount(0);

  // The shopper invoices 2 of the 3 blazers, marks the invoice paid and downloads the PDF.
  await page.getByRole('button', { name: 'Finalize Invoice' }).click();
  await expect(finalize).toBeVisible();
  await finalize.getByRole('checkbox', { name: 'Linen Blazer' }).check();
  await finalize.getByLabel('Quantity for Linen Blazer').fill('2');
  await expect(finalize.getByText('$39.98').first()).toBeVisible();
  await expect(finalize.getByText('$5.00')).toBeVisible(); // 12.5% of 39.98 = 4.9975
  await finalize.getByRole('button', { name: 'Finalize Invoice', exact: true }).click();
  await expect(page.getByText('Invoice finalized successfully')).toBeVisible();
  await expect(itemCard(page, 'Linen Blazer').getByText('Invoiced (Due)')).toBeVisible();
  await expect(itemCard(page, 'Linen Blazer').getByRole('button', { name: 'Edit Linen Blazer' })).toHaveCount(0);

  // Mark Paid asks first.
  await page.getByRole('button', { name: 'Mark Paid' }).click();
  const confirmPaid = page.getByRole('dialog', { name: 'Mark this invoice paid?' });
  await expect(confirmPaid).toContainText('Confirm that $44.98 has been paid.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-mark-paid-confirmation', { fullPage: false });
  await confirmPaid.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(itemCard(page, 'Linen Blazer').getByText('2 of 3 paid')).toBeVisible();
  await expect(page.getByText('Some items are left to invoice.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Download PDF', exact: true })).toBeEnabled();
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{4}\.pdf$/);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-workspace-invoiced');

  // The client sees the paid invoice, its total, and no service fee.
  await clientPage.reload();
  await expect(clientPage.getByText('PAID', { exact: true })).toBeVisible();
  // Her line and subtotal carry the fee, so they add up to the total: 2 × 19.99 + 5.00.
  const clientTotals = clientPage.getByRole('group', { name: 'Invoice totals' });
  await expect(clientTotals.getByText('$44.98')).toHaveCount(2);
  await expect(clientPage.getByRole('list', { name: 'Invoice lines' }).getByText('$44.98')).toBeVisible();
  await expect(clientPage.getByText(/Service fee/i)).toHaveCount(0);
  // Her card prices the blazer as her invoice does: 19.99 + 2.50 fee, 2 × $22.49 = $44.98.
  await expect(itemCard(clientPage, 'Linen Blazer')).toContainText('$22.49 × 3');
  await expect(itemCard(page, 'Linen Blazer')).toContainText('$19.99 × 3');
  // One number, one document: her PDF reads exactly as the shopper's.
  const [clientDownload] = await Promise.all([
    clientPage.waitForEvent('download'),
    clientPage.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(clientDownload.suggestedFilename()).toBe(download.suggestedFilename());
  const pdfText = (file: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: file }).toString('utf8');
  const clientText = pdfText(await readFile((await clientDownload.path())!));
  expect(clientText).toBe(pdfText(pdf));
  expect(clientText).toContain('$22.49');
  expect(clientText).toContain('$44.98');
  expect(clientText).not.toMatch(/service fee/i);
  await expect(clientPage.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'client-workspace-invoice');

  // What is left goes on a second invoice; paid, nothing is left and the task is complete.
  await expect(page.locator('header, main').getByText('Active', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(finalize).toBeVisible();
  await finalize.getByRole('checkbox', { name: 'Linen Blazer' }).check();
  await finalize.getByRole('checkbox', { name: 'Silk Scarf' }).check();
  await finalize.getByRole('button', { name: 'Finalize Invoice', exact: true }).click();
  await expect(finalize).toBeHidden();
  const earlier = page.getByRole('region', { name: 'Earlier invoices' });
  await expect(earlier.getByRole('button', { name: /PAID/ })).toBeVisible();
  await earlier.getByRole('button', { name: /PAID/ }).click();
  await expect(earlier.getByRole('list', { name: 'Invoice lines' }).getByText('$39.98')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-workspace-two-invoices');
  await page.getByRole('button', { name: 'Mark Paid' }).click();
  await confirmPaid.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(itemCard(page, 'Linen Blazer').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.locator('header, main').getByText('Complete', { exact: true }).first()).toBeVisible();

  // Her second invoice adds up: 19.99 + 2.50 and 45.00 + 5.63 make 73.12.
  await clientPage.reload();
  const clientLines = clientPage.getByRole('list', { name: 'Invoice lines' }).first();
  await expect(clientLines.getByText('$22.49')).toBeVisible();
  await expect(clientLines.getByText('$50.63')).toBeVisible();
  await expect(clientPage.getByRole('group', { name: 'Invoice totals' }).first().getByText('$73.12')).toHaveCount(2);
  await expect(clientPage.getByRole('region', { name: 'Earlier invoices' })).toBeVisible();
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'client-workspace-two-invoices');
  await clientPage.context().close();
});

test('a task that is not yours reads "Task not found"; ?tab=messages focuses the chat', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Blake Stylist');
  const client = await registerClient(request, shopper.id, 'Dana Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);
  const stranger = await registerClient(request, shopper.id, 'Eli Other');

  await signIn(page, stranger);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByText('Task not found')).toBeVisible();

  await page.context().clearCookies();
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), client.token);
  await page.goto(`/tasks/${task.id}?tab=messages`);
  await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
});
