import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

export interface Account {
  token: string;
  id: string;
  email: string;
  displayName: string;
}

const PASSWORD = 'e2e-secret-pass';

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

/** Saves the page as test-results/e2e/<test>/<name>-<width>.png and attaches it to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
}
