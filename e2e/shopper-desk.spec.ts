import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { registerShopper, signIn, snap } from './support';

/**
 * The shopper's desk: /invite-codes and /shopper-settings. The shopper generates an invite
 * code for a named client and copies its registration link; a visitor opens that link in
 * another browser and registers through the 3-step landing form; the shopper sees the code
 * used. Then the shopper changes the default service fee. The shopper is seeded through the
 * API; everything else goes through the UI.
 */

const PASSWORD = 'e2e-secret-pass';

/** A browser of someone else (no session, no clipboard access) at the project's width. */
async function openVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  return context.newPage();
}

/** The 3-step landing registration, from a link that already applied the invitation code. */
async function registerWithInvitation(visitor: Page, link: string, code: string): Promise<void> {
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Create your client account' })).toBeVisible();
  await expect(visitor.getByRole('radio', { name: 'Invitation Code' })).toBeChecked();
  await expect(visitor.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(code);
  await visitor.getByRole('button', { name: 'Next' }).click();

  await visitor.getByLabel('Email').fill(`jane-${randomBytes(4).toString('hex')}@example.com`);
  await visitor.getByLabel('Display name').fill('Jane Doe');
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByLabel('Confirm password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Next' }).click();

  await visitor.getByLabel('First name').fill('Jane');
  await visitor.getByLabel('Last name').fill('Doe');
  await visitor.getByLabel('Phone').fill('555-010-0199');
  await visitor.getByLabel('Billing address', { exact: true }).fill('1 Main St');
  await visitor.getByLabel('City', { exact: true }).fill('Springfield');
  await visitor.getByLabel('State', { exact: true }).fill('IL');
  await visitor.getByLabel('ZIP', { exact: true }).fill('62701');
  await visitor.getByRole('button', { name: 'Create Account' }).click();

  await expect(visitor).toHaveURL(/\/client-dashboard$/);
  await expect(visitor.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible();
}

test('a shopper invites a client with a copied link, sees the code used, and sets the default fee', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, shopper);

  await page.goto('/invite-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Codes' })).toBeVisible();
  await expect(page.getByText('No active invite codes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Used Codes' })).toHaveCount(0);

  // Generate a code for Jane; a malformed email is refused before anything is sent.
  await page.getByRole('button', { name: 'Generate New Code' }).click();
  await page.getByLabel('Client name').fill('Jane Doe');
  await page.getByLabel('Client email').fill('jane-at-example');
  await page.getByRole('button', { name: 'Generate Code' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Client email').fill('');
  await page.getByRole('button', { name: 'Generate Code' }).click();
  await expect(page.getByText('Invite code created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Codes (1)' })).toBeVisible();

  const card = page.getByRole('article', { name: /^Invite code / }).filter({ hasText: 'Jane Doe' });
  const code = ((await card.getAttribute('aria-label')) ?? '').replace('Invite code ', '');
  expect(code).toMatch(/^[A-Z0-9]{10}$/);

  // Copy Link: the button says "Copied" for 2 s and the clipboard holds the registration link.
  await card.getByRole('button', { name: 'Copy Link' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByText('Registration link copied to clipboard.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/register?code=${code}`);
  await expect(card.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'invite-codes-active');

  // Someone else opens the link and registers in 3 steps.
  const visitor = await openVisitor(browser, testInfo);
  await registerWithInvitation(visitor, link, code);
  await visitor.context().close();

  // The shopper's list now shows the code as used.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Used Codes (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Codes (0)' })).toBeVisible();
  const used = page.getByRole('article', { name: `Used invite code ${code}` });
  await expect(used).toContainText('USED');
  await expect(used).toContainText('Jane Doe');
  await expect(used).not.toContainText('Unknown');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'invite-codes-used');

  // The default fee: out of range is refused, 15.25 is saved and survives a reload.
  await page.goto('/shopper-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopper Settings' })).toBeVisible();
  const fee = page.getByLabel('Default service fee');
  await expect(fee).toHaveValue('12.50');
  await expectNoSeriousA11yViolations(page);
  await fee.fill('50.01');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Service Fee must be between 0% and 50%.')).toBeVisible();
  await fee.fill('15.25');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
  await expect(page.getByText('Service Fee must be between 0% and 50%.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Default service fee')).toHaveValue('15.25');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-settings');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shopper-dashboard$/);
});
