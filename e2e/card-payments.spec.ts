import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openedDialog } from './animations';
import {
  apiPost,
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
 * Pays on the sandbox's checkout page, once the browser is there: the app's own "Pay $X now"
 * would match the same name while the page is still leaving.
 */
async function payOnCheckoutPage(page: Page, description: string | RegExp, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
}

/**
 * Card payments, end to end against the Stripe-compatible server (e2e/stripe-sandbox.mjs): the
 * shopper connects Stripe from her settings; her client pays the deposit on the checkout page
 * and comes back to the task, then pays by card what the invoice leaves after the deposit; a return
 * is refunded to the card, and what the card cannot take is kept as her credit.
 */
test('the shopper connects Stripe; her client pays the deposit, then the rest of the invoice, by card', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Gala look');

  await signIn(page, shopper);
  await page.goto('/shopper-settings');
  const cards = page.getByRole('region', { name: 'Card payments' });
  await expect(cards.getByText('Not connected')).toBeVisible();
  await cards.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/shopper-settings\?stripe=return$/);
  await expect(cards.getByText('Connected', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'shopper-stripe-connected');
  await expectNoSeriousA11yViolations(page);

  await apiPost(request, shopper, `/api/tasks/${task.id}/deposits`, { amount: '100', note: 'To order the gown' });
  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const deposit = clientPage.getByRole('listitem', { name: 'Deposit of $100.00' });
  await expectNoSeriousA11yViolations(clientPage);
  await deposit.getByRole('button', { name: 'Pay $100.00 now' }).click();
  await payOnCheckoutPage(clientPage, 'Deposit', '$100.00');
  await expect(clientPage).toHaveURL(new RegExp(`/tasks/${task.id}\\?checkout=`));
  await expect(clientPage.getByText('Thank you: your deposit of $100.00 was received.')).toBeVisible();
  await expect(deposit.getByText('Paid', { exact: true })).toBeVisible();
  await expect(deposit.getByText(/· Card · pi_/)).toBeVisible();
  await snap(clientPage, testInfo, 'client-deposit-paid-by-card');
  await clientPage.getByRole('button', { name: 'Close' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/tasks/${task.id}$`));

  // 200.00 + 12.50 % = 225.00, less the 100.00 held: 125.00 left, paid by card.
  const { invoiceId, itemIds } = await seedDueInvoice(request, shopper, task.id, [
    { name: 'Silk gown', quantity: 1, unitPrice: '200.00' },
  ]);
  await expect(clientPage.getByRole('button', { name: 'Pay $125.00 now' })).toBeVisible();
  await expect(clientPage.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await clientPage.getByRole('button', { name: 'Pay $125.00 now' }).click();
  await payOnCheckoutPage(clientPage, /^Invoice INV-/, '$125.00');
  await expect(clientPage.getByText('Thank you: your payment of $125.00 was received.')).toBeVisible();
  await expect(clientPage.getByText('PAID', { exact: true })).toBeVisible();
  await snap(clientPage, testInfo, 'client-invoice-paid-by-card');
  await expectNoSeriousA11yViolations(clientPage);

  // The shopper's page follows: both payments on her invoice.
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /· Deposit/ })).toContainText('$100.00');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /Card · pi_/ })
      .filter({ hasText: '$125.00' }),
  ).toBeVisible();

  // The gown goes back: 225.00 owed back, 125.00 of it to the card it was paid with, the rest kept as credit.
  await apiPost(request, shopper, `/api/invoices/${invoiceId}/credit-notes`, {
    lines: [{ itemId: itemIds[0], quantity: 1 }],
  });
  await expect(clientPage.getByText('$225.00 is coming back to you.')).toBeVisible();
  await expect(page.getByText('$225.00 owed back to your client')).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = await openedDialog(page, /^Refund on INV-/);
  await refund.getByRole('combobox', { name: 'How it goes back' }).focus();
  await page.keyboard.type('Refund to');
  await page.keyboard.press('Enter');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('At most $125.00 can go back to the card it was paid with.')).toBeVisible();
  await refund.getByRole('textbox', { name: 'Amount' }).fill('125');
  await snap(page, testInfo, 'shopper-refund-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund sent')).toBeVisible();
  await expect(page.getByText('$100.00 owed back to your client')).toBeVisible();
  // Stripe confirms it a moment later; both screens follow.
  const toCard = page.getByRole('listitem').filter({ hasText: /Refund to card/ });
  await expect(toCard).toContainText('$125.00');
  await expect(toCard).not.toContainText('on its way');
  await expect(clientPage.getByText('$100.00 is coming back to you.')).toBeVisible();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const rest = await openedDialog(page, /^Refund on INV-/);
  await rest.getByRole('combobox', { name: 'How it goes back' }).focus();
  await page.keyboard.type('Kept');
  await page.keyboard.press('Enter');
  await rest.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /Kept as credit/ })).toContainText('$100.00');
  await expect(page.getByText(/owed back to your client/)).toHaveCount(0);
  await expect(clientPage.getByText(/is coming back to you/)).toHaveCount(0);
  await snap(page, testInfo, 'shopper-invoice-refunded');
  await clientPage.context().close();
});
