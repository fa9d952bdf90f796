import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { productPhoto, ProductSite } from './product-site';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openedDialog } from './animations';
import {
  apiGetBytes,
  apiPost,
  createRecipient,
  createTask,
  itemCard,
  likeItem,
  openAs,
  registerClient,
  registerShopper,
  seedItem,
  seedPaidInvoice,
  seedTask,
  signIn,
  snap,
} from './support';

/**
 * The task workspace (/tasks/{id}) for both roles, one step of the work in each test: the
 * shopper adds items, uploads a photo and imports one from a product page; the client likes an
 * item, writes and pins a comment on a photo, and the shopper answers and resolves the pin; the
 * picker shows what the client liked, and a cancelled one leaves a draft the client never sees;
 * the shopper invoices part of an item and marks it paid after a confirmation; both download
 * the same PDF, the client's amounts carrying the fee; what is left goes on a second invoice,
 * whose payment completes the task.
 * Accounts, the task and what each step starts from (items, photos, a like, a draft, paid
 * invoices) are seeded through the API.
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

/** The task as the shopper builds it: three blazers at 19.99 and a scarf at 45.00, each with a photo. */
async function seedWardrobe(request: APIRequestContext) {
  const seeded = await seedTask(request);
  const { shopper, task } = seeded;
  const blazer = await seedItem(request, shopper, task.id, {
    name: 'Linen Blazer',
    quantity: 3,
    unitPrice: '19.99',
    link: `${site.base}/blazer`,
    photos: [await productPhoto('#2b4a6f')],
  });
  const scarf = await seedItem(request, shopper, task.id, {
    name: 'Silk Scarf',
    brand: 'Hermès',
    quantity: 1,
    unitPrice: '45.00',
    photos: [await productPhoto('#8a3b3b')],
  });
  return { ...seeded, blazer, scarf };
}

const pdfText = (file: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: file }).toString('utf8');

test('the shopper adds items through the form; the subtotal adds them up', async ({ page, request }) => {
  const { shopper, task } = await seedTask(request);

  // The shopper adds two items: one with a product link, one to photograph.
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring wardrobe refresh' })).toBeVisible();
  await expect(page.getByText('Fee 12.5%')).toBeVisible();
  await expect(page.getByText('Clothing & Fashion · for Jordan')).toBeVisible();
  await addItem(page, { name: 'Linen Blazer', quantity: '3', price: '19.99', link: `${site.base}/blazer` });
  await addItem(page, { name: 'Silk Scarf', brand: 'Hermès', quantity: '1', price: '45' });
  // 3 × 19.99 + 45.00 subtotal (the budget meter repeats it, so read the Pricing card's).
  await expect(page.locator('.ant-statistic', { hasText: 'Subtotal' })).toContainText('$104.97');
});

test('the shopper uploads a photo from the picker and imports a product page', async ({ page, request }, testInfo) => {
  const { shopper, task } = await seedTask(request);
  await seedItem(request, shopper, task.id, {
    name: 'Linen Blazer',
    quantity: 3,
    unitPrice: '19.99',
    link: `${site.base}/blazer`,
  });
  await seedItem(request, shopper, task.id, { name: 'Silk Scarf', brand: 'Hermès', quantity: 1, unitPrice: '45.00' });
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);

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
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-workspace-items');
});

test('the client likes an item and writes; the shopper sees both and answers', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task } = await seedWardrobe(request);

  // The client likes the blazer and writes in the chat; she sees no fee.
  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const clientBlazer = itemCard(clientPage, 'Linen Blazer');
  await clientBlazer.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(clientBlazer.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(clientPage.getByText('Fee 12.5%')).toHaveCount(0);
  await expect(clientPage.getByText('Your shopper will create the invoice when ready.')).toBeVisible();
  const clientMessage = clientPage.getByLabel('Message', { exact: true });
  await clientMessage.fill('Love the blazer! Is there a navy one?');
  await clientMessage.press('Enter');
  await expect(clientPage.getByRole('log', { name: 'Messages' })).toContainText(
    'Love the blazer! Is there a navy one?',
  );
  await clientPage.context().close();

  // The shopper sees the like and the message, and answers.
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await expect(itemCard(page, 'Linen Blazer').getByText('Client Likes: 1')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is there a navy one?');
  await page.getByLabel('Message', { exact: true }).fill('Yes, ordering navy now.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Yes, ordering navy now.');
});

test('the client pins a comment on a photo; the shopper reads and resolves it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task } = await seedWardrobe(request);

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  await itemCard(clientPage, 'Linen Blazer')
    .getByRole('button', { name: /Open photo 1/ })
    .click();
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
  await clientPage.context().close();

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
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
});

test('Create Invoice opens a picker that shows what the client liked; cancelled, its draft is the shopper’s alone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { shopper, client, task, blazer } = await seedWardrobe(request);
  await likeItem(request, client, blazer.id);

  // Create Invoice opens the picker on a draft; cancelled, the draft is hers alone, unnumbered,
  // and the client sees no invoice at all. The picker says what the client liked.
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const finalize = await openedDialog(page, 'Finalize Invoice');
  await expect(finalize.getByRole('listitem').filter({ hasText: 'Linen Blazer' })).toContainText('Client liked');
  await expect(finalize.getByRole('listitem').filter({ hasText: 'Silk Scarf' })).toContainText('No reaction yet');
  await snap(page, testInfo, 'shopper-finalize-picker', { fullPage: false });
  await finalize.getByRole('button', { name: 'Cancel' }).click();
  await expect(finalize).toBeHidden();
  await expect(page.getByText('Draft invoice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await snap(page, testInfo, 'shopper-workspace-draft');

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  await expect(clientPage.getByText('Your shopper will create the invoice when ready.')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(clientPage.getByText(/Draft invoice|INV-/)).toHaveCount(0);
  await clientPage.context().close();
});

test('the shopper invoices 2 of 3 blazers from her draft and marks it paid after a confirmation', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, task } = await seedWardrobe(request);
  // The draft a cancelled picker leaves.
  await apiPost(request, shopper, `/api/tasks/${task.id}/invoice`);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Finalize Invoice' }).click();
  const finalize = await openedDialog(page, 'Finalize Invoice');
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
  const confirmPaid = await openedDialog(page, 'Mark this invoice paid?');
  await expect(confirmPaid).toContainText('Confirm that $44.98 has been paid.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-mark-paid-confirmation', { fullPage: false });
  await confirmPaid.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(itemCard(page, 'Linen Blazer').getByText('2 of 3 paid')).toBeVisible();
  await expect(page.getByText('Some items are left to invoice.')).toBeVisible();
});

test('the shopper downloads the PDF of a paid invoice', async ({ page, request }, testInfo) => {
  const { shopper, task, blazer } = await seedWardrobe(request);
  await seedPaidInvoice(request, shopper, task.id, [{ itemId: blazer.id, quantity: 2 }]);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Download PDF', exact: true })).toBeEnabled();
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{4}\.pdf$/);
  // Her card keeps her price; the client's carries the fee (the test below).
  await expect(itemCard(page, 'Linen Blazer')).toContainText('$19.99 × 3');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-workspace-invoiced');
});

test('the client sees the paid invoice with the fee inside her prices, and her PDF is the shopper’s', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, client, task, blazer } = await seedWardrobe(request);
  const invoice = await seedPaidInvoice(request, shopper, task.id, [{ itemId: blazer.id, quantity: 2 }]);
  // What the shopper's Download PDF saves (the test above downloads it through her page).
  const shopperPdf = await apiGetBytes(request, shopper, `/api/invoices/${invoice.id}/pdf`);

  // The client sees the paid invoice, its total, and no service fee.
  await signIn(page, client);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  // Her line and subtotal carry the fee, so they add up to the total: 2 × 19.99 + 5.00.
  const clientTotals = page.getByRole('group', { name: 'Invoice totals' });
  // Subtotal, total, and Paid: what Mark Paid recorded, all of it.
  await expect(clientTotals.getByText('$44.98')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Invoice lines' }).getByText('$44.98')).toBeVisible();
  await expect(page.getByText(/Service fee/i)).toHaveCount(0);
  // Her card prices the blazer as her invoice does: 19.99 + 2.50 fee, 2 × $22.49 = $44.98.
  await expect(itemCard(page, 'Linen Blazer')).toContainText('$22.49 × 3');
  // One number, one document: her PDF reads exactly as the shopper's.
  const [clientDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(clientDownload.suggestedFilename()).toBe(`${invoice.invoiceNumber}.pdf`);
  const clientText = pdfText(await readFile((await clientDownload.path())!));
  expect(clientText).toBe(pdfText(shopperPdf));
  expect(clientText).toContain('$22.49');
  expect(clientText).toContain('$44.98');
  expect(clientText).not.toMatch(/service fee/i);
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'client-workspace-invoice');
});

test('a second invoice takes what is left; paid, it completes the task', async ({ page, request }, testInfo) => {
  const { shopper, task, blazer } = await seedWardrobe(request);
  await seedPaidInvoice(request, shopper, task.id, [{ itemId: blazer.id, quantity: 2 }]);

  // What is left goes on a second invoice; paid, nothing is left and the task is complete.
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.locator('header, main').getByText('Active', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const finalize = await openedDialog(page, 'Finalize Invoice');
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
  await page
    .getByRole('dialog', { name: 'Mark this invoice paid?' })
    .getByRole('button', { name: 'Mark Paid' })
    .click();
  await expect(itemCard(page, 'Linen Blazer').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.locator('header, main').getByText('Complete', { exact: true }).first()).toBeVisible();
});

test('the client’s second invoice adds up, with the first kept under Earlier invoices', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, client, task, blazer, scarf } = await seedWardrobe(request);
  await seedPaidInvoice(request, shopper, task.id, [{ itemId: blazer.id, quantity: 2 }]);
  await seedPaidInvoice(request, shopper, task.id, [
    { itemId: blazer.id, quantity: 1 },
    { itemId: scarf.id, quantity: 1 },
  ]);

  // Her second invoice adds up: 19.99 + 2.50 and 45.00 + 5.63 make 73.12.
  await signIn(page, client);
  await page.goto(`/tasks/${task.id}`);
  const clientLines = page.getByRole('list', { name: 'Invoice lines' }).first();
  await expect(clientLines.getByText('$22.49')).toBeVisible();
  await expect(clientLines.getByText('$50.63')).toBeVisible();
  // Subtotal, total, and Paid: what Mark Paid recorded, all of it.
  await expect(page.getByRole('group', { name: 'Invoice totals' }).first().getByText('$73.12')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Earlier invoices' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'client-workspace-two-invoices');
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
