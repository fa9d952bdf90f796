import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { type Account, registerClient, registerShopper, signIn, snap } from './support';

/**
 * The client's own corner: My Recipients (Quick Setup, edit to add sizes, a custom recipient
 * through the form) and the view of their shopper. Accounts are seeded through the API.
 */

const SOCIAL_LINK = 'https://instagram.com/avery.styles';

/**
 * Picks an option of an antd Select by its label (the visible list item, not the a11y copy),
 * then leaves the field so a multi-select's open list does not cover what comes next.
 */
async function choose(page: Page, field: Locator, label: string) {
  await field.click();
  await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${label}"]:visible`).click();
  await field.press('Tab');
}

/** Types a tag of the user's own into a tags field. */
async function addTag(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
  // Closes the list: with it open, Tab would also pick the highlighted preset (antd's Select).
  await field.press('Escape');
}

async function recipientsOf(request: APIRequestContext, client: Account) {
  const answer = await request.get('/api/recipients', { headers: { Authorization: `Bearer ${client.token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    displayName: string;
    relationship: string;
    birthdate: string | null;
    profile: { sizing?: Record<string, string> } | null;
  }[];
}

test('a client sets up recipients and views their shopper', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const linked = await request.patch('/api/shoppers/me', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { socialMediaUrl: SOCIAL_LINK },
  });
  expect(linked.ok()).toBe(true);
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await signIn(page, client);

  // No recipients yet: Quick Setup adds "My Spouse" in one click.
  await page.goto('/recipients');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipients' })).toBeVisible();
  await expect(page.getByText('No recipients yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your First Recipient' })).toBeVisible();
  await snap(page, testInfo, 'recipients-empty');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add My Spouse' }).click();
  await expect(page.getByRole('link', { name: 'My Spouse, view tasks' })).toBeVisible();
  await expect(page.getByText('Recipient added')).toBeVisible();

  // Edit it: a real name and sizes (presets and free text).
  await page.getByRole('button', { name: 'Edit My Spouse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit My Spouse' });
  await edit.getByLabel('Display name').fill('Jordan');
  await edit.getByLabel('Top size').fill('L');
  await edit.getByLabel('Bottom size').fill('32/34');
  await edit.getByLabel('Shoe size').fill('10.5 wide');
  await edit.getByLabel('Shoe size').press('Tab');
  await edit.getByLabel('Style preference').fill('smart-casual');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Recipient updated')).toBeVisible();
  const jordan = page.getByRole('link', { name: 'Jordan, view tasks' });
  await expect(jordan).toBeVisible();
  await expect(jordan).toHaveAttribute('href', /\/tasks\?recipientId=[\w-]+$/);

  // A custom recipient through the form.
  await page.getByRole('button', { name: 'Add Recipient' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipient' });
  await add.getByLabel('Display name').fill('Riley');
  await choose(page, add.getByLabel('Relationship'), 'Child');
  await add.getByLabel('Birthdate').fill('2015-06-01');
  await add.getByLabel('Notes').fill('Growing fast: size up when in doubt.');
  await addTag(add.getByLabel('Preferred colors'), 'Teal');
  await addTag(add.getByLabel('Brands'), 'Mini Boden');
  await add.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(add).toBeHidden();
  const riley = page.getByRole('link', { name: 'Riley, view tasks' });
  await expect(riley).toBeVisible();

  // Both cards, with their relationship, birthdate and task badges.
  const rileyCard = page.locator('.ant-card', { has: riley });
  await expect(rileyCard.getByText('Child')).toBeVisible();
  await expect(rileyCard.getByText('Born Jun 1, 2015')).toBeVisible();
  await expect(rileyCard.getByText('0 tasks')).toBeVisible();
  await expect(page.locator('.ant-card', { has: jordan }).getByText('Spouse')).toBeVisible();
  await snap(page, testInfo, 'recipients');
  await expectNoSeriousA11yViolations(page);

  const saved = await recipientsOf(request, client);
  expect(saved.find((recipient) => recipient.displayName === 'Jordan')).toMatchObject({
    relationship: 'spouse',
    profile: { sizing: { topSize: 'L', bottomSize: '32/34', shoeSize: '10.5 wide', stylePreference: 'smart-casual' } },
  });
  expect(saved.find((recipient) => recipient.displayName === 'Riley')).toMatchObject({
    relationship: 'child',
    birthdate: '2015-06-01',
    profile: { sizing: { preferredColors: 'Teal', brands: 'Mini Boden' } },
  });

  // The shopper, as the client sees them.
  await page.goto('/shopper-profile');
  await expect(page.getByRole('heading', { name: 'Avery Stylist' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByText('Member Since')).toBeVisible();
  const memberSince = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByText(memberSince)).toBeVisible();
  const visit = page.getByRole('link', { name: /^Visit Avery Stylist/ });
  await expect(visit).toHaveAttribute('href', SOCIAL_LINK);
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Start New Shopping Request/ })).toHaveAttribute('href', '/task-wizard');
  await snap(page, testInfo, 'shopper-profile');
  await expectNoSeriousA11yViolations(page);
});
