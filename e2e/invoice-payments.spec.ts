import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { animationsSettled, openedDialog } from './animations';
import {
  createRecipient,
  createTask,
  openAs,
  registerClient,
  registerShopper,
  seedDueInvoice,
  signIn,
  snap,
} from './support';

/**
 * Part payments: on a due invoice (seeded through the API) the shopper records a deposit the
 * client paid by check in the Record Payment dialog, from the keyboard; the invoice shows what
 * was paid and what is left, and Void gives way to a note. The client reads the payment and her
 * balance due. Mark Paid then records the rest, and the invoice is paid.
 */
test('the shopper records a part payment, then the rest; the client sees what is left', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Gala look');
  // 2 blazers at 89.00 and a scarf at 45.00 at 12.50 %: 223.00 + 27.89 = 250.89.
  await seedDueInvoice(request, shopper, task.id, [
    { name: 'Linen Blazer', quantity: 2, unitPrice: '89.00' },
    { name: 'Silk Scarf', quantity: 1, unitPrice: '45.00' },
  ]);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = await openedDialog(page, /Record Payment on INV-/);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('250.89');
  await expect(dialog.getByText('This pays the invoice in full: it will be marked paid.')).toBeVisible();
  await amount.fill('300');
  // Said as it is typed; the message settles before the submit button, moved down by it, is pressed.
  await expect(dialog.getByText('This is more than the $250.89 still due on the invoice.')).toBeVisible();
  await animationsSettled(page);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Choose how the payment was made')).toBeVisible();

  await amount.fill('150');
  await expect(dialog.getByText('$100.89 will still be due after this payment.')).toBeVisible();
  // The method from the keyboard: typed letters narrow the list, Enter picks the first left.
  await dialog.getByRole('combobox', { name: 'Method' }).focus();
  await page.keyboard.type('Che');
  await page.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'Reference (optional)' }).fill('Check 1042');
  await snap(page, testInfo, 'record-payment-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  const totals = page.getByRole('group', { name: 'Invoice totals' });
  await expect(totals.getByText('-$150.00')).toBeVisible();
  await expect(totals.getByText('$100.89')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText(/· Check · Check 1042$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await expect(page.getByText('Payments are recorded on this invoice, so it can no longer be voided.')).toBeVisible();
  await snap(page, testInfo, 'shopper-part-paid');

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const clientTotals = clientPage.getByRole('group', { name: 'Invoice totals' });
  await expect(clientTotals.getByText('Balance due')).toBeVisible();
  await expect(clientTotals.getByText('$100.89')).toBeVisible();
  await expect(clientPage.getByRole('region', { name: 'Payments' }).getByText('$150.00')).toBeVisible();
  await snap(clientPage, testInfo, 'client-part-paid');
  await expectNoSeriousA11yViolations(clientPage);

  await page.getByRole('button', { name: 'Mark Paid' }).click();
  const confirm = await openedDialog(page, 'Mark this invoice paid?');
  await expect(confirm.getByText(/Confirm that the remaining \$100\.89 has been paid\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(totals.getByText('-$250.89')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  // The client's screen follows live.
  await expect(clientTotals.getByText('-$250.89')).toBeVisible();
  await expect(clientTotals).toContainText('Balance due$0.00');
});
