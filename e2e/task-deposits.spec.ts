import { expect, test } from '@playwright/test';
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

/**
 * What a deposit holds beyond the invoices goes back once the task is done: the deposit pays the
 * whole invoice (seeded through the API), the task completes, and the shopper keeps the rest as
 * her client's credit from the keyboard; both screens say so.
 */
test('the shopper keeps what is left of a deposit as her client’s credit once the task is done', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Winter coat');
  const deposit = await apiPost(request, shopper, `/api/tasks/${task.id}/deposits`, { amount: '300' });
  await apiPost(request, shopper, `/api/deposits/${deposit.id}/payments`, {
    method: 'zelle',
    paidOn: new Date().toISOString().slice(0, 10),
  });
  // 2 coats at 89.00 at 12.50 %: 200.26, all paid from the 300.00 held; 99.74 is left.
  await seedDueInvoice(request, shopper, task.id, [{ name: 'Wool coat', quantity: 2, unitPrice: '89.00' }]);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  const deposits = page.getByRole('region', { name: 'Deposits' });
  await expect(
    deposits.getByText(
      '$99.74 held for this task: the task is done, so give it back or keep it as your client’s credit.',
    ),
  ).toBeVisible();
  await deposits.getByRole('button', { name: 'Give Back $99.74' }).focus();
  await page.keyboard.press('Enter');
  const dialog = await openedDialog(page, 'Give back $99.74 of the deposit');
  await dialog.getByRole('combobox', { name: 'How it goes back' }).focus();
  await page.keyboard.type('Kept');
  await page.keyboard.press('Enter');
  await snap(page, testInfo, 'give-back-deposit-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Give Back' }).click();
  await expect(page.getByText("$99.74 goes toward your client's next invoice.")).toBeVisible();
  await expect(deposits.getByText(/^\$99\.74 of the deposit kept as credit · /)).toBeVisible();
  await expect(deposits.getByRole('button', { name: /Give Back/ })).toHaveCount(0);
  await snap(page, testInfo, 'deposit-given-back');

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  await expect(
    clientPage.getByRole('region', { name: 'Deposits' }).getByText(/^\$99\.74 of the deposit kept as credit · /),
  ).toBeVisible();
  await clientPage.goto('/');
  await expect(clientPage.getByText('$99.74 credit: your next invoice takes it off first.')).toBeVisible();
  await snap(clientPage, testInfo, 'client-dashboard-credit');
  await expectNoSeriousA11yViolations(clientPage);
});
