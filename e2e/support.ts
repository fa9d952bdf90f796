import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';

export interface Account {
  token: string;
  id: string;
  email: string;
  displayName: string;
}

export const PASSWORD = 'e2e-secret-pass';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

async function signUp(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<Account> {
  const created = await request.post(path, { data: body });
  if (created.status() !== 201) throw new Error(`${path} answered ${created.status()}: ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: string } };
  return { token, id: user.id, email: body.email as string, displayName: body.displayName as string };
}

/** A new shopper, registered through the API (the sign-up screen is not part of these tests). */
export function registerShopper(request: APIRequestContext, displayName = 'Avery Stylist'): Promise<Account> {
  return signUp(request, '/api/auth/register-shopper', {
    email: uniqueEmail('shopper'),
    password: PASSWORD,
    displayName,
  });
}

/** A new client of the shopper, registered through the API. */
export function registerClient(
  request: APIRequestContext,
  shopperId: string,
  displayName = 'Casey Client',
): Promise<Account> {
  return signUp(request, '/api/auth/register-client', {
    email: uniqueEmail('client'),
    password: PASSWORD,
    displayName,
    firstName: 'Casey',
    lastName: 'Client',
    phone: '555-010-0199',
    billingAddress: '1 Main St',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingZip: '62701',
    shopperId,
  });
}

/** Signs the browser in the way the app does: the token in localStorage "authToken". */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), account.token);
}

/** A second signed-in browser at the project's width: the other person of a two-person journey. */
export async function openAs(browser: Browser, testInfo: TestInfo, account: Account): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** An item of the task workspace, by its name. */
export function itemCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/**
 * Saves the page as test-results/e2e/<test>/<name>-<width>.png and attaches it to the report;
 * `fullPage: false` keeps to the viewport (for full-screen overlays such as the image viewer).
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
}

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** A recipient of the client (a spouse with sizes), made through the API. */
export async function createRecipient(request: APIRequestContext, client: Account): Promise<{ id: string }> {
  const created = await request.post('/api/recipients', {
    headers: bearer(client),
    data: {
      relationship: 'spouse',
      displayName: 'Jordan',
      gender: 'male',
      birthdate: '1990-05-14',
      notes: 'Prefers natural fabrics.',
      profile: { topsSize: 'L', bottomsSize: '32/34', shoeSize: '10' },
    },
  });
  if (created.status() !== 201)
    throw new Error(`POST /api/recipients answered ${created.status()}: ${await created.text()}`);
  return (await created.json()) as { id: string };
}

/** A clothing task the shopper runs for the client's recipient, made through the API. */
export async function createTask(
  request: APIRequestContext,
  shopper: Account,
  client: Account,
  recipientId: string,
  title = 'Spring wardrobe refresh',
): Promise<{ id: string }> {
  const created = await request.post('/api/tasks', {
    headers: bearer(shopper),
    data: {
      title,
      description: 'Two or three pieces for spring: light layers in navy or earth tones.',
      clientId: client.id,
      categoryId: 'CLOTHING',
      recipientId,
      answers: { topsSizes: ['L'], style: 'smart-casual', budget: '100-300', colors: ['Navy', 'Beige'] },
    },
  });
  if (created.status() !== 201)
    throw new Error(`POST /api/tasks answered ${created.status()}: ${await created.text()}`);
  return (await created.json()) as { id: string };
}

/** A POST through the API as `account`, failing the test unless it succeeds; answers its JSON. */
export async function apiPost<T = { id: string }>(
  request: APIRequestContext,
  account: Account,
  path: string,
  data?: object,
): Promise<T> {
  const answer = await request.post(path, { headers: bearer(account), data });
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * The items added to the task and finalized, each whole, on a new DUE invoice, through the API.
 * Answers the invoice's id and the items' ids in the order given.
 */
export async function seedDueInvoice(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  items: { name: string; quantity: number; unitPrice: string }[],
): Promise<{ invoiceId: string; itemIds: string[] }> {
  const itemIds: string[] = [];
  for (const item of items) itemIds.push((await apiPost(request, shopper, `/api/tasks/${taskId}/items`, item)).id);
  const created = await apiPost<{ invoice: { id: string } }>(request, shopper, `/api/tasks/${taskId}/invoice`);
  await apiPost(request, shopper, `/api/tasks/${taskId}/finalize`, {
    selectedItems: itemIds.map((itemId, index) => ({ itemId, quantity: items[index]!.quantity })),
  });
  return { invoiceId: created.invoice.id, itemIds };
}

/** A GET through the API as `account`, failing the test unless it succeeds; answers the body as bytes (a PDF). */
export async function apiGetBytes(request: APIRequestContext, account: Account, path: string): Promise<Buffer> {
  const answer = await request.get(path, { headers: bearer(account) });
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer.body();
}

/** A PUT or PATCH through the API as `account`, failing the test unless it succeeds; answers its JSON. */
export async function apiSend<T = { id: string }>(
  request: APIRequestContext,
  account: Account,
  method: 'PUT' | 'PATCH',
  path: string,
  data?: object,
): Promise<T> {
  const answer = await request.fetch(path, { method, headers: bearer(account), data });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A shopper, her client, the client's recipient and a task for them, all made through the API. */
export async function seedTask(
  request: APIRequestContext,
  { shopperName = 'Avery Stylist', clientName = 'Casey Client' } = {},
): Promise<{ shopper: Account; client: Account; task: { id: string } }> {
  const shopper = await registerShopper(request, shopperName);
  const client = await registerClient(request, shopper.id, clientName);
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);
  return { shopper, client, task };
}

/** A photo uploaded for the task's items through the API, as the photo picker sends it; answers its URL. */
export async function uploadItemPhoto(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  photo: Buffer,
): Promise<string> {
  const path = `/api/tasks/${taskId}/items/upload-file`;
  const answer = await request.post(path, {
    headers: bearer(shopper),
    multipart: { kind: 'photo', file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { url: string }).url;
}

export interface ItemSeed {
  name: string;
  quantity: number;
  unitPrice: string;
  brand?: string;
  store?: string;
  link?: string;
  /** JPEG bytes (see productPhoto), uploaded and set as the item's photos in this order. */
  photos?: Buffer[];
  /** The summary link import would have written. */
  summary?: string;
}

/** An item of the task with its photos and summary, made through the API; answers its id. */
export async function seedItem(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  { photos = [], summary, ...fields }: ItemSeed,
): Promise<{ id: string }> {
  const item = await apiPost(request, shopper, `/api/tasks/${taskId}/items`, fields);
  if (photos.length > 0) {
    const imageUrls: string[] = [];
    for (const photo of photos) imageUrls.push(await uploadItemPhoto(request, shopper, taskId, photo));
    await apiSend(request, shopper, 'PUT', `/api/items/${item.id}/files`, { imageUrls });
  }
  if (summary) await apiSend(request, shopper, 'PUT', `/api/items/${item.id}/notes`, { aiSummary: summary });
  return { id: item.id };
}

/** The client likes the item, as her Like button does. */
export async function likeItem(request: APIRequestContext, client: Account, itemId: string): Promise<void> {
  await apiPost(request, client, `/api/items/${itemId}/feedback`, { isLiked: true });
}

/**
 * A new invoice of the task, finalized with the given quantities of its items (part of an item
 * is fine) and marked paid, through the API; answers the invoice's id and number.
 */
export async function seedPaidInvoice(
  request: APIRequestContext,
  shopper: Account,
  taskId: string,
  selectedItems: { itemId: string; quantity: number }[],
): Promise<{ id: string; invoiceNumber: string }> {
  const created = await apiPost<{ invoice: { id: string } }>(request, shopper, `/api/tasks/${taskId}/invoice`);
  await apiPost(request, shopper, `/api/tasks/${taskId}/finalize`, { selectedItems });
  const paid = await apiSend<{ invoice: { id: string; invoiceNumber: string } }>(
    request,
    shopper,
    'PATCH',
    `/api/invoices/${created.invoice.id}/pay`,
  );
  return { id: paid.invoice.id, invoiceNumber: paid.invoice.invoiceNumber };
}
