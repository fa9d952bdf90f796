import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { type Account, createRecipient, createTask, registerClient, registerShopper, signIn, snap } from './support';

/**
 * Issue 22, the day at a glance: the shopper sees what needs her (an unread message) and who
 * owes her what; the client sees what she owes and the items waiting for her feedback. A task
 * with two items, one of them invoiced, and a message are seeded through the API; only the
 * dashboards are driven through the UI.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function post(request: APIRequestContext, account: Account, path: string, data: object = {}) {
  const answer = await request.post(path, { headers: auth(account), data });
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json();
}

async function seedShop(request: APIRequestContext) {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Winter coats');
  // 2 × 19.99 at the default 12.50 % fee: 39.98 + 5.00 = 44.98 due. The scarf awaits her feedback.
  const coat = await post(request, shopper, `/api/tasks/${task.id}/items`, {
    name: 'Wool coat',
    quantity: 2,
    unitPrice: '19.99',
  });
  await post(request, shopper, `/api/tasks/${task.id}/items`, { name: 'Scarf', quantity: 1, unitPrice: '25.00' });
  await post(request, shopper, `/api/tasks/${task.id}/invoice`);
  await post(request, shopper, `/api/tasks/${task.id}/invoice/capture-items`, {
    items: [{ itemId: coat.id, qtyCaptured: 2 }],
  });
  await post(request, client, `/api/tasks/${task.id}/messages`, { content: 'Could the coat come in navy?' });
  return { shopper, client, task };
}

test('the shopper sees what needs her and who owes her what', async ({ page, request }, testInfo) => {
  const { shopper, client, task } = await seedShop(request);
  await signIn(page, shopper);
  await page.goto('/shopper-dashboard');

  const attention = page.getByRole('list', { name: 'Needs your attention' });
  const unread = attention.getByRole('link', { name: /1 unread message/ });
  await expect(unread).toBeVisible();
  await expect(unread).toContainText('Casey Client · Winter coats');
  await expect(unread).toHaveAttribute('href', `/tasks/${task.id}?tab=messages`);

  const outstanding = page.locator('.ant-statistic', { hasText: 'Outstanding' });
  await expect(outstanding).toContainText('$44.98');
  await expect(page.getByText('1 invoice due')).toBeVisible();
  await expect(page.locator('.ant-statistic', { hasText: 'Billed this month' })).toContainText('$44.98');
  await expect(page.locator('.ant-statistic', { hasText: 'Paid this month' })).toContainText('$0.00');
  await expect(page.getByRole('table', { name: 'Billed and paid in each of the last 6 months' })).toBeAttached();
  // The chart's code comes in its own chunk after the dashboard has painted.
  const chart = page.getByTestId('month-bars');
  await expect(chart).toBeVisible();

  await page.getByRole('button', { name: /1 client/ }).click();
  const casey = page.locator(`a[href="/tasks?clientId=${client.id}"]`);
  await expect(casey).toContainText('Casey Client');
  await expect(casey).toContainText('Owes $44.98 · Last active');
  await snap(page, testInfo, 'shopper-dashboard');
  await expectNoSeriousA11yViolations(page);

  // A month of the chart shows its figures on hover (this month, the last one).
  await chart.locator('text').last().hover();
  await expect(page.getByRole('tooltip')).toContainText('billed $44.98, paid $0.00');

  // Keyboard: the entry opens the task's chat.
  await unread.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}\\?tab=messages$`));
});

test('the client sees what she owes and what waits for her feedback', async ({ page, request }, testInfo) => {
  const { client, task } = await seedShop(request);
  await signIn(page, client);
  await page.goto('/client-dashboard');

  await expect(page.getByText('1 item waiting for your feedback')).toBeVisible();
  await expect(page.locator('.ant-statistic', { hasText: 'Total due' })).toContainText('$44.98');
  const due = page.getByRole('list', { name: '1 invoice to pay' }).getByRole('link');
  await expect(due).toHaveCount(1);
  await expect(due).toContainText('Winter coats');
  await expect(due).toContainText('$44.98');
  await expect(due).toHaveAttribute('href', `/tasks/${task.id}`);
  await snap(page, testInfo, 'client-dashboard');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Review items in Winter coats' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
  await expect(page.getByRole('article', { name: 'Scarf' })).toBeVisible();
});
