import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { type Account, createRecipient, registerClient, registerShopper, snap } from './support';

/**
 * A lost session (the token corrupted mid-journey): the user is told, signs in again and comes
 * back where she was, her wizard draft kept. The wizard prefills the preferences from the
 * chosen recipient, shown by their labels. Registration says on the step where a thing is
 * typed, on its field, that the code is used or the email taken. Seeded through the API.
 */

const PASSWORD = 'e2e-secret-pass';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** Signs the browser in once (a token in localStorage), not on every page load as an init script would. */
async function signInOnce(page: Page, account: Account) {
  await page.goto('/help');
  await page.evaluate((token) => localStorage.setItem('authToken', token), account.token);
}

/**
 * Step 1's Next once the categories have come and the default one is chosen: a Next before
 * that finds no category and stays on the step (seen on a loaded machine).
 */
async function nextFromDetails(page: Page) {
  await expect(page.getByRole('radio', { name: /Clothing & Fashion/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, "Step 2 of 5 · Who it's for")).toBeVisible();
}

/** The tags of the tags field labelled `label`, as shown. */
const tagsOf = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-select-selection-item-content');

async function taskAnswers(request: APIRequestContext, account: Account, taskId: string) {
  const detail = await request.get(`/api/tasks/${taskId}`, { headers: bearer(account) });
  expect(detail.status()).toBe(200);
  return ((await detail.json()) as { task: { answers: Record<string, unknown> } }).task.answers;
}

test('a client whose session ends on the wizard signs in again and comes back to her draft', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await createRecipient(request, client);
  await signInOnce(page, client);
  await page.goto('/task-wizard');

  await page.getByLabel('Title').fill('Linen summer wardrobe');
  await page.getByLabel('Description').fill('Three breathable pieces for a week in Lisbon.');
  await nextFromDetails(page);
  await page.getByRole('radio', { name: /Jordan/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();
  await page.getByLabel('Style preference').fill('classic');
  await page.getByLabel('Style preference').press('Escape');
  await page.getByLabel('Budget').fill('100-300');
  await page.getByLabel('Budget').press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();

  // The token goes bad behind the page's back (expired, revoked, tampered with).
  await page.evaluate(() => localStorage.setItem('authToken', 'not-a-token'));
  await page.getByRole('button', { name: 'Create Request' }).click();

  await expect(page).toHaveURL(/\/auth\?next=%2Ftask-wizard$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Authentication required')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'session-ended');

  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();

  // Back on the wizard, at the step she left, with everything she had typed.
  await expect(page).toHaveURL(/\/task-wizard$/);
  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Linen summer wardrobe')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferences' }).getByText('Classic')).toBeVisible();
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  const answers = await taskAnswers(request, client, new URL(page.url()).pathname.split('/').at(-1)!);
  expect(answers).toMatchObject({ style: 'classic', budget: '100-300' });
});

test("the wizard starts the preferences with the recipient's sizes, colors and style, editable", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const saved = await request.post('/api/recipients', {
    headers: bearer(client),
    data: {
      relationship: 'spouse',
      displayName: 'Jordan',
      profile: {
        clothingBudget: '700-plus',
        sizing: {
          topSize: 'M',
          bottomSize: '32/34',
          preferredColors: 'navy, earth-tones',
          stylePreference: 'modern-minimal',
        },
      },
    },
  });
  expect(saved.status()).toBe(201);
  await signInOnce(page, client);
  await page.goto('/task-wizard');

  await page.getByLabel('Title').fill('Autumn layers');
  await page.getByLabel('Description').fill('A coat and two knits.');
  await nextFromDetails(page);

  // Add Recipient, here without leaving the wizard: Enter in a size field takes the size only.
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipient' });
  await dialog.getByLabel('Display name').fill('Riley');
  await dialog.getByLabel('Top size').fill('10.5 wide');
  await dialog.getByLabel('Top size').press('Enter');
  await dialog.getByLabel('Preferred colors').fill('Teal');
  await dialog.getByLabel('Preferred colors').press('Enter');
  await dialog.getByLabel('Preferred colors').press('Escape');
  // Esc closed the suggestions only: the dialog stays, and nothing asks to discard it.
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await expect(discard).toHaveCount(0);
  await expect(dialog.getByLabel('Top size')).toHaveValue('10.5 wide');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'add-recipient');
  // Cancel on a filled-in form asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('radio', { name: /Jordan/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();
  await expect(page.getByLabel('Style preference')).toHaveValue('Modern Minimal');
  await expect(page.getByLabel('Budget')).toHaveValue('$700+');
  await expect(tagsOf(page, 'Tops sizes')).toHaveText(['M']);
  await expect(tagsOf(page, 'Bottoms sizes (waist/length)')).toHaveText(['32/34']);
  await expect(tagsOf(page, 'Colors')).toHaveText(['Navy', 'Earth Tones']);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'wizard-preferences-prefilled');

  // Editable: another style, picked from the list by its label.
  await page.getByLabel('Style preference').fill('smart');
  await page.locator('.ant-select-dropdown .ant-select-item-option:visible', { hasText: 'Smart Casual' }).click();
  await expect(page.getByLabel('Style preference')).toHaveValue('Smart Casual');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByText('Smart Casual')).toBeVisible();
  await expect(preferences.getByText('$700+')).toBeVisible();
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);

  // The task keeps the codes and shows the labels.
  const answers = await taskAnswers(request, client, new URL(page.url()).pathname.split('/').at(-1)!);
  expect(answers).toEqual({
    topsSizes: ['M'],
    bottomsWLSizes: ['32/34'],
    style: 'smart-casual',
    budget: '700-plus',
    colors: ['Navy', 'Earth Tones'],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn layers' })).toBeVisible();
  // The Details card starts folded on a phone.
  if (testInfo.project.use.viewport!.width < 576) await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('Smart Casual', { exact: true })).toBeVisible();
  await expect(page.getByText('$700+', { exact: true })).toBeVisible();
  // The recipient's own preferences, by their labels too.
  await expect(page.getByText('Style: Modern Minimal')).toBeVisible();
  await expect(page.getByText('Clothing budget: $700+')).toBeVisible();
  await expect(page.getByText('smart-casual')).toHaveCount(0);
  await snap(page, testInfo, 'task-details-labels');
});

test('registration says on the step where they are typed that a code is used and an email taken', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const codeOf = async () => {
    const created = await request.post('/api/invite-codes', { headers: bearer(shopper), data: {} });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { code: string }).code;
  };
  const used = await codeOf();
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const claimed = await request.post('/api/auth/register-client', {
    data: {
      email: `used-${used.toLowerCase()}@example.com`,
      password: PASSWORD,
      displayName: 'Someone',
      firstName: 'Some',
      lastName: 'One',
      phone: '555-010-0100',
      billingAddress: '1 Main St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZip: '62701',
      inviteCode: used,
    },
  });
  expect(claimed.status()).toBe(201);

  // A link with a used code: the code step, with the reason on the code.
  await page.goto(`/registration?inviteCode=${used}`);
  const code = page.getByRole('textbox', { name: 'Invitation code' });
  await expect(code).toHaveAccessibleDescription(/Invalid or already used invitation code/);
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 1 of 4');
  await expect(code).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'registration-code-used');

  await code.fill(await codeOf());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 2 of 4');
  await page.getByLabel('Display name').fill('Jane Doe');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('An account with this email already exists');
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 2 of 4');
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'registration-email-taken');

  await email.fill(`jane-${used.toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 3 of 4');
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Invalid phone number');
  await snap(page, testInfo, 'registration-phone-invalid');
});
