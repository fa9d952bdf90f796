import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openedDialog } from './animations';
import {
  createRecipient,
  createTask,
  itemCard,
  openAs,
  registerClient,
  registerShopper,
  seedDueInvoice,
  signIn,
  snap,
} from './support';

/**
 * Returns: on a due invoice of two items (seeded through the API), the shopper records a return
 * of one unit in the Record Return dialog, which previews the credit; the credit note shows
 * under the invoice with the credits and net total, the item counts the returned unit, and Void
 * gives way to a note. The client reads the credit note at her own amounts (no fee wording) and
 * her balance due; both download its PDF.
 */

test('the shopper records a return and both see the credit note', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Gala look');
  // 2 blazers at 89.00 and a scarf at 45.00, at the default 12.50 % (a fee per unit: 11.13 and 5.63): 223.00 + 27.89 = 250.89.
  await seedDueInvoice(request, shopper, task.id, [
    { name: 'Linen Blazer', quantity: 2, unitPrice: '89.00' },
    { name: 'Silk Scarf', quantity: 1, unitPrice: '45.00' },
  ]);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Record Return' }).click();
  const dialog = await openedDialog(page, /Record Return on INV-/);
  await expect(dialog.getByText('$89.00 each · 2 of 2 can be returned')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record Return' })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Units of Linen Blazer to return' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Too big in the shoulders');
  // 89.00 + 11.125 → 11.13 of fee = 100.13.
  const preview = dialog.getByRole('group', { name: 'Credit preview' });
  await expect(preview.getByText('$100.13')).toBeVisible();
  await expect(dialog.getByText("The invoice's net total becomes $150.76.")).toBeVisible();
  await snap(page, testInfo, 'record-return-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Record Return' }).click();
  await expect(page.getByText('Return recorded')).toBeVisible();
  await expect(dialog).toBeHidden();
  const note = page.getByRole('listitem', { name: 'Credit note CN-0001' });
  await expect(note.getByText('Too big in the shoulders')).toBeVisible();
  await expect(note.getByText('1 × $89.00')).toBeVisible();
  const totals = page.getByRole('group', { name: 'Invoice totals' });
  await expect(totals.getByText('-$100.13')).toBeVisible();
  await expect(totals.getByText('$150.76')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await expect(page.getByText(/so it can no longer be voided/)).toBeVisible();
  await expect(itemCard(page, 'Linen Blazer').getByText('Invoiced (Due) · 1 returned')).toBeVisible();
  const shopperPdf = page.waitForEvent('download');
  await note.getByRole('button', { name: 'Download PDF of CN-0001' }).click();
  expect((await shopperPdf).suggestedFilename()).toBe('CN-0001.pdf');
  await note.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'shopper-credit-note');
  await snap(page, testInfo, 'shopper-credit-note-viewport', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const clientNote = clientPage.getByRole('listitem', { name: 'Credit note CN-0001' });
  await expect(clientNote.getByText('Qty 1')).toBeVisible();
  await expect(clientNote.getByText('$100.13').first()).toBeVisible();
  const clientTotals = clientPage.getByRole('group', { name: 'Invoice totals' });
  await expect(clientTotals.getByText('Balance due')).toBeVisible();
  await expect(clientTotals.getByText('$150.76')).toBeVisible();
  await expect(clientPage.getByRole('region', { name: 'Credit notes' }).getByText(/fee/i)).toHaveCount(0);
  await expect(clientPage.getByRole('button', { name: 'Record Return' })).toHaveCount(0);
  const clientPdf = clientPage.waitForEvent('download');
  await clientNote.getByRole('button', { name: 'Download PDF of CN-0001' }).click();
  expect((await clientPdf).suggestedFilename()).toBe('CN-0001.pdf');
  await clientNote.scrollIntoViewIfNeeded();
  await snap(clientPage, testInfo, 'client-credit-note');
  await snap(clientPage, testInfo, 'client-credit-note-viewport', { fullPage: false });
  await expectNoSeriousA11yViolations(clientPage);
  await clientPage.context().close();
});
