import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  type Account,
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
 * The budget meter (issue 20, point 3): the request's budget ("100-300", read as $300) beside
 * what the items add up to, fee included; the item form's warning before a save that takes
 * the task over it; the task cards' glyph; the client's meter without a fee figure. Accounts,
 * tasks and the first items are seeded through the API.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function addItemByApi(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  unitPrice: string,
  quantity = 1,
) {
  const answer = await request.post(`/api/tasks/${taskId}/items`, {
    headers: auth(shopper),
    data: { name: `Item at ${unitPrice}`, quantity, unitPrice },
  });
  if (answer.status() !== 201) throw new Error(`POST items answered ${answer.status()}: ${await answer.text()}`);
}

const meter = (page: Page) => page.getByRole('progressbar', { name: 'Budget' });
const budgetCard = (page: Page) => page.locator('.ant-card', { has: meter(page) });

test('the budget meter, the item form’s warning and the task cards’ glyph', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  // Budget "100-300": a limit of $300. Two items at $100: $200 + 12.5 % = $225.00, 75 %.
  const task = await createTask(request, shopper, client, recipient.id);
  await addItemByApi(request, shopper, task.id, '100.00', 2);
  const roomy = await createTask(request, shopper, client, recipient.id, 'Linen shirts, no rush');
  await addItemByApi(request, shopper, roomy.id, '30.00');

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '$225.00 of $300 budget: Within budget');
  await expect(budgetCard(page)).toContainText('Items $200.00 + service fee $25.00');
  await expect(budgetCard(page)).toContainText('Requested: $100–$300');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'budget-meter-ok');

  // A coat at $60 keeps the task within ($292.50, close to it); at $80 it goes $15.00 over.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Name').fill('Wool coat');
  await dialog.getByLabel('Unit price').fill('60');
  await expect(dialog.getByText(/takes the task over budget/)).toHaveCount(0);
  await dialog.getByLabel('Unit price').fill('80');
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('This item takes the task over budget by $15.00');
  await expect(warning).toContainText('$315.00 of $300 budget, service fee included. You can still save it.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'budget-item-warning', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(dialog).toBeHidden();
  await expect(itemCard(page, 'Wool coat')).toBeVisible();
  // The "Item added" toast would cover the meter in the screenshot.
  await expect(page.getByText('Item added')).toBeHidden({ timeout: 10_000 });

  await expect(meter(page)).toHaveAttribute('aria-valuetext', '$315.00 of $300 budget: Over budget by $15.00');
  await expect(budgetCard(page)).toContainText('Over budget by $15.00');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'budget-meter-over');

  // The cards: over for this task, within for the other ($33.75 of $300).
  await page.goto('/tasks');
  const overCard = page.getByRole('link', { name: 'Spring wardrobe refresh' });
  await expect(overCard.getByRole('img', { name: 'Over budget by $15.00: $315.00 of $300 budget' })).toBeVisible();
  const roomyCard = page.getByRole('link', { name: 'Linen shirts, no rush' });
  await expect(roomyCard.getByRole('img', { name: 'Within budget: $33.75 of $300 budget' })).toBeVisible();
  await overCard.getByRole('img', { name: /Over budget/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Over budget by $15.00');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'budget-task-cards');

  // The client reads what she would pay against her budget, and no fee.
  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  await expect(meter(clientPage)).toHaveAttribute('aria-valuetext', '$315.00 of $300 budget: Over budget by $15.00');
  await expect(budgetCard(clientPage)).not.toContainText(/fee|\$280\.00|\$35\.00/i);
  await clientPage.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'budget-meter-client');
  await clientPage.goto('/tasks');
  await expect(
    clientPage
      .getByRole('link', { name: 'Spring wardrobe refresh' })
      .getByRole('img', { name: 'Over budget by $15.00: $315.00 of $300 budget' }),
  ).toBeVisible();
  await clientPage.context().close();
});
