import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { type Account, createRecipient, createTask, registerClient, registerShopper, signIn, snap } from './support';

/**
 * The task lists at /tasks: the shopper's All Tasks (search and every filter, kept in the URL
 * across a reload and Back, then cleared) and the client's My Shopping Requests (a recipient
 * link pre-sets the filter). Accounts, recipients, tasks, items and an invoice are seeded
 * through the API; only the lists are driven through the UI.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function expectAnswer(answer: Awaited<ReturnType<APIRequestContext['post']>>, status: number, what: string) {
  if (answer.status() !== status) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
}

/** An item of `quantity` × `unitPrice` on the task, so tasks land in different budget buckets. */
async function addItem(request: APIRequestContext, shopper: Account, taskId: string, unitPrice: string, quantity = 1) {
  const answer = await request.post(`/api/tasks/${taskId}/items`, {
    headers: auth(shopper),
    data: { name: `Item at ${unitPrice}`, quantity, unitPrice },
  });
  await expectAnswer(answer, 201, `POST /api/tasks/${taskId}/items`);
  return ((await answer.json()) as { id: string }).id;
}

async function setStatus(request: APIRequestContext, shopper: Account, taskId: string, status: string) {
  const answer = await request.put(`/api/tasks/${taskId}`, { headers: auth(shopper), data: { status } });
  await expectAnswer(answer, 200, `PUT /api/tasks/${taskId}`);
}

/** An invoice on the task billing the whole item, finalized: its status is DUE. */
async function createInvoice(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  itemId: string,
  quantity = 1,
) {
  const answer = await request.post(`/api/tasks/${taskId}/invoice`, { headers: auth(shopper) });
  await expectAnswer(answer, 201, `POST /api/tasks/${taskId}/invoice`);
  const finalized = await request.post(`/api/tasks/${taskId}/finalize`, {
    headers: auth(shopper),
    data: { selectedItems: [{ itemId, quantity }] },
  });
  await expectAnswer(finalized, 200, `POST /api/tasks/${taskId}/finalize`);
}

async function createSelfRecipient(request: APIRequestContext, client: Account): Promise<{ id: string }> {
  const answer = await request.post('/api/recipients', {
    headers: auth(client),
    data: { relationship: 'self', displayName: 'Myself' },
  });
  await expectAnswer(answer, 201, 'POST /api/recipients');
  return (await answer.json()) as { id: string };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Runs `change` on the filters: in the row above the cards on a wide screen, in the Filters
 * drawer on a phone (closed again with its "Show N tasks" button).
 */
async function withFilters(page: Page, change: (filters: Locator) => Promise<void>) {
  if (!isPhone(page)) return change(page.getByRole('search', { name: 'Search and filter tasks' }));
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await change(drawer);
  await drawer.getByRole('button', { name: /^Show \d+ tasks?$/ }).click();
  await expect(drawer).toBeHidden();
  // Its mask fades out after the panel: what is read next (the accessibility check's colours) must not see through it.
  await expect(page.locator('.ant-drawer-mask:visible')).toHaveCount(0);
}

/** Picks an option of an antd Select by its label (the visible list item, not the a11y copy). */
async function choose(page: Page, filters: Locator, field: string, label: string) {
  const combobox = filters.getByRole('combobox', { name: field });
  const option = page.locator(`.ant-select-dropdown .ant-select-item-option[title="${label}"]:visible`);
  // The list closes once the choice is taken; what follows must not race its closing. On a
  // loaded machine a click can land while the list is still sliding in and miss: take it again
  // (choosing the same option of a single select twice changes nothing).
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await option.click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function chooseStatus(filters: Locator, label: string) {
  await filters.locator('label.ant-radio-button-wrapper', { hasText: label }).click();
  await expect(filters.getByRole('radio', { name: label })).toBeChecked();
}

const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ tasks$/);
const cards = (page: Page) => page.getByRole('list', { name: 'Tasks' }).getByRole('link');

test('a shopper finds tasks by search and by every filter, kept in the URL', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'Avery Lists');
  const casey = await registerClient(request, shopper.id, 'Casey Client');
  const dana = await registerClient(request, shopper.id, 'Dana Doe');
  const caseyJordan = await createRecipient(request, casey);
  const danaJordan = await createRecipient(request, dana);

  // Subtotals: $45.00 (under 100), $300.00 (100–500), $999.99 (500–1000), $1,000.00 (1000 and over).
  const scarf = await createTask(request, shopper, casey, caseyJordan.id, 'Silk scarf for spring');
  await addItem(request, shopper, scarf.id, '45.00');
  const suit = await createTask(request, shopper, casey, caseyJordan.id, 'Linen suit for the wedding');
  const suitItem = await addItem(request, shopper, suit.id, '150.00', 2);
  await setStatus(request, shopper, suit.id, 'ACTIVE');
  await createInvoice(request, shopper, suit.id, suitItem, 2);
  const lamps = await createTask(request, shopper, dana, danaJordan.id, 'Living room lamps');
  await addItem(request, shopper, lamps.id, '999.99');
  const gala = await createTask(request, shopper, dana, danaJordan.id, 'Gala evening look');
  await addItem(request, shopper, gala.id, '600.00');
  await addItem(request, shopper, gala.id, '400.00');
  await setStatus(request, shopper, gala.id, 'COMPLETE');

  await signIn(page, shopper);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeVisible();
  await expect(count(page)).toHaveText('Showing 4 of 4 tasks');
  const suitCard = page.getByRole('link', { name: 'Linen suit for the wedding' });
  await expect(suitCard).toHaveAttribute('href', `/tasks/${suit.id}`);
  await expect(suitCard).toContainText('Casey Client');
  await expect(suitCard).toContainText('1 item');
  await expect(suitCard).toContainText('$300.00');
  await expect(suitCard).toContainText('Invoice due');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'all-tasks');

  // Search by title, whatever the case; the URL keeps it.
  const search = page.getByRole('textbox', { name: 'Search tasks' });
  await search.fill('LINEN');
  await expect(count(page)).toHaveText('Showing 1 of 4 tasks');
  await expect(cards(page)).toHaveText([/Linen suit for the wedding/]);
  await expect(page).toHaveURL(/[?&]q=LINEN/);
  await search.fill('');
  await expect(count(page)).toHaveText('Showing 4 of 4 tasks');

  // Status.
  await withFilters(page, (filters) => chooseStatus(filters, 'Complete'));
  await expect(cards(page)).toHaveText([/Gala evening look/]);
  await expect(page).toHaveURL(/[?&]status=COMPLETE/);
  await withFilters(page, (filters) => chooseStatus(filters, 'All'));
  await expect(count(page)).toHaveText('Showing 4 of 4 tasks');

  // Client, then budget on top of it: the URL keeps both across a reload; Back undoes the budget.
  await withFilters(page, (filters) => choose(page, filters, 'Client', 'Dana Doe'));
  await expect(count(page)).toHaveText('Showing 2 of 4 tasks');
  await expect(page).toHaveURL(new RegExp(`[?&]clientId=${dana.id}`));
  await withFilters(page, (filters) => choose(page, filters, 'Budget', '$500 – $1,000'));
  await expect(cards(page)).toHaveText([/Living room lamps/]);
  await expect(page).toHaveURL(/[?&]budget=500to1000/);
  await page.reload();
  await expect(count(page)).toHaveText('Showing 1 of 4 tasks');
  await expect(cards(page)).toHaveText([/Living room lamps/]);
  if (isPhone(page)) await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  else {
    const client = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Client' }) });
    await expect(client).toContainText('Dana Doe');
  }
  await snap(page, testInfo, 'all-tasks-filtered');
  await page.goBack();
  await expect(count(page)).toHaveText('Showing 2 of 4 tasks');
  await expect(page).not.toHaveURL(/budget=/);
  await expect(page).toHaveURL(new RegExp(`[?&]clientId=${dana.id}`));

  // Budget buckets at their edges: $999.99 is under 1000, $1,000.00 is 1000 and over.
  await withFilters(page, (filters) => choose(page, filters, 'Budget', 'Over $1,000'));
  await expect(cards(page)).toHaveText([/Gala evening look/]);

  // Clear filters brings every task back and empties the URL.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(count(page)).toHaveText('Showing 4 of 4 tasks');
  await expect(page).toHaveURL(/\/tasks$/);

  // Invoice: has one, none, due.
  await withFilters(page, (filters) => choose(page, filters, 'Invoice', 'Has invoice'));
  await expect(cards(page)).toHaveText([/Linen suit for the wedding/]);
  await withFilters(page, (filters) => choose(page, filters, 'Invoice', 'No invoice'));
  await expect(count(page)).toHaveText('Showing 3 of 4 tasks');
  await withFilters(page, (filters) => choose(page, filters, 'Invoice', 'Due'));
  await expect(cards(page)).toHaveText([/Linen suit for the wedding/]);
  await expect(page).toHaveURL(/[?&]invoice=due/);

  // Nothing matches: the list says so and offers to clear.
  await withFilters(page, (filters) => choose(page, filters, 'Budget', 'Under $100'));
  await expect(page.getByText('No tasks match these filters')).toBeVisible();
  await expect(count(page)).toHaveText('Showing 0 of 4 tasks');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(count(page)).toHaveText('Showing 4 of 4 tasks');

  // The dashboard's client link pre-sets the client filter; Back goes to the dashboard.
  await page.goto(`/tasks?clientId=${casey.id}`);
  await expect(count(page)).toHaveText('Showing 2 of 4 tasks');
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/shopper-dashboard$/);
});

test('a client sees their requests at /tasks and filters them by recipient', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Blake Lists');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const jordan = await createRecipient(request, client);
  const myself = await createSelfRecipient(request, client);
  const scarf = await createTask(request, shopper, client, jordan.id, 'Silk scarf for spring');
  await addItem(request, shopper, scarf.id, '45.00');
  const shoes = await createTask(request, shopper, client, myself.id, 'Running shoes');
  await setStatus(request, shopper, shoes.id, 'ACTIVE');
  await createTask(request, shopper, client, jordan.id, 'Linen suit for the wedding');

  await signIn(page, client);
  await page.goto('/client-dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shopping' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Shopping Requests' })).toBeVisible();
  await expect(count(page)).toHaveText('Showing 3 of 3 tasks');
  const scarfCard = page.getByRole('link', { name: 'Silk scarf for spring' });
  await expect(scarfCard).toContainText('Jordan');
  // What she pays: the $45.00 item with the 12.5 % fee.
  await expect(scarfCard).toContainText('$50.63');
  await expect(scarfCard).not.toContainText('Casey Client');
  await expect(page.getByRole('combobox', { name: 'Budget' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'my-requests');

  // A recipient's link (from My Recipients) pre-sets the filter.
  await page.goto(`/tasks?recipientId=${myself.id}`);
  await expect(count(page)).toHaveText('Showing 1 of 3 tasks');
  await expect(cards(page)).toHaveText([/Running shoes/]);
  if (isPhone(page)) await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // Another recipient and a status, chosen in the filters.
  await withFilters(page, (filters) => choose(page, filters, 'Recipient', 'Jordan'));
  await expect(count(page)).toHaveText('Showing 2 of 3 tasks');
  // The scarf's request became Active with its first item.
  await withFilters(page, (filters) => chooseStatus(filters, 'Active'));
  await expect(count(page)).toHaveText('Showing 1 of 3 tasks');
  // The same card shows, dimmed, until the search answers: axe then reads the dimmed text.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/tasks/page' && url.searchParams.get('q') === 'scarf';
  });
  await page.getByRole('textbox', { name: 'Search tasks' }).fill('scarf');
  await searched;
  await expect(page.getByRole('list', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page)).toHaveText([/Silk scarf for spring/]);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'my-requests-filtered');

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test('a long history loads a page at a time as the shopper scrolls, the count true throughout', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Morgan Archive');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const jordan = await createRecipient(request, client);
  for (let n = 1; n <= 24; n++) await createTask(request, shopper, client, jordan.id, `Order ${n}`);

  await signIn(page, shopper);
  await page.goto('/tasks');
  await expect(count(page)).toHaveText('Showing 24 of 24 tasks');
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText('Order 24');

  // Scrolling to the end of the list brings the older tasks.
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).last()).toContainText('Order 1');
  await expect(page.getByRole('button', { name: /Load more tasks/ })).toHaveCount(0);
  await snap(page, testInfo, 'all-tasks-scrolled', { fullPage: false });

  // A search runs on the server, over the whole history.
  await page.getByRole('textbox', { name: 'Search tasks' }).fill('Order 2');
  await expect(count(page)).toHaveText('Showing 6 of 24 tasks');
  await expect(cards(page)).toHaveCount(6);

  // The keyboard reaches the same pages through the button.
  await page.goto('/tasks');
  await expect(cards(page)).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more tasks (4 more)' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(24);
  await expectNoSeriousA11yViolations(page);
});
