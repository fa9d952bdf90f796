import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openedDialog } from './animations';
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
 * Deposits: before shopping, the shopper asks for a deposit from the task page; her client
 * sees it with how to pay; the shopper records it paid (from the keyboard), and the invoice
 * she then finalizes (seeded through the API) takes the deposit off what the client owes.
 */
test('the shopper asks for a deposit, records it paid, and the invoice takes it off', async ({
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
  await page.goto(`/tasks/${task.id}`);
  const deposits = page.getByRole('region', { name: 'Deposits' });
  await expect(deposits.getByText('Ask for a deposit before you shop')).toBeVisible();
  await deposits.getByRole('button', { name: 'Request Deposit' }).click();
  const ask = await openedDialog(page, 'Request Deposit');
  await ask.getByRole('button', { name: 'Request Deposit' }).click();
  await expect(ask.getByText('Amount is required')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Amount' }).fill('100');
  await ask.getByRole('textbox', { name: 'Note (optional)' }).fill('Half the budget, so I can order the gown today');
  await snap(page, testInfo, 'request-deposit-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Request Deposit' }).click();
  await expect(page.getByText('Deposit requested')).toBeVisible();
  const row = deposits.getByRole('listitem', { name: 'Deposit of $100.00' });
  await expect(row.getByText('Requested')).toBeVisible();

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  const clientDeposits = clientPage.getByRole('region', { name: 'Deposits' });
  await expect(clientDeposits.getByText('Half the budget, so I can order the gown today')).toBeVisible();
  await expect(clientDeposits.getByRole('button', { name: 'Record as Paid' })).toHaveCount(0);
  await snap(clientPage, testInfo, 'client-deposit-requested');
  await expectNoSeriousA11yViolations(clientPage);

  await row.getByRole('button', { name: 'Record as Paid' }).click();
  const paid = await openedDialog(page, 'Record $100.00 deposit as paid');
  await paid.getByRole('combobox', { name: 'Method' }).focus();
  await page.keyboard.type('Zel');
  await page.keyboard.press('Enter');
  await paid.getByRole('button', { name: 'Record as Paid' }).click();
  await expect(page.getByText('$100.00 is held for this task.')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(deposits.getByText('$100.00 held for this task: each invoice takes it off first.')).toBeVisible();
  // The client's screen follows live.
  await expect(clientDeposits.getByText('Paid', { exact: true })).toBeVisible();

  // 2 blazers at 89.00 at 12.50 %: 200.26, of which the deposit pays 100.00.
  await seedDueInvoice(request, shopper, task.id, [{ name: 'Linen Blazer', quantity: 2, unitPrice: '89.00' }]);
  const totals = page.getByRole('group', { name: 'Invoice totals' });
  await expect(totals.getByText('-$100.00')).toBeVisible();
  await expect(totals).toContainText('Balance due$100.26');
  await expect(page.getByRole('region', { name: 'Payments' }).getByText(/· Deposit$/)).toBeVisible();
  await expect(deposits.getByText(/held for this task/)).toHaveCount(0);
  await snap(page, testInfo, 'invoice-with-deposit');
  await expectNoSeriousA11yViolations(page);
});
