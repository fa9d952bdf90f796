import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, registerShopper, snap } from './support';

/**
 * The public journeys: a shopper signs up, a client registers with an invitation link (3-step
 * form) or through the 4-step wizard with a shopper from the dropdown, and an account signs
 * out and back in. Each ends with a screenshot at the project's width (375 and 1280 px).
 */

const PASSWORD = 'e2e-secret-pass';
const unique = () => randomBytes(4).toString('hex');
const email = (prefix: string) => `${prefix}-${unique()}@example.com`;

/** A new unused invite code of the shopper, made through the api with the shopper's token. */
async function createInviteCode(
  request: APIRequestContext,
  shopper: Account,
  invitee: { clientName?: string; clientEmail?: string } = { clientName: 'Jane Doe' },
): Promise<string> {
  const created = await request.post('/api/invite-codes', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: invitee,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { code: string }).code;
}

async function fillAddress(page: Page, street: { label: string }) {
  await page.getByLabel(street.label, { exact: true }).fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('State', { exact: true }).fill('IL');
  await page.getByLabel('ZIP', { exact: true }).fill('62701');
}

test('a shopper signs up through /auth?type=shopper and lands on the shopper dashboard', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Personal Shopper' }).click();
  await expect(page).toHaveURL(/\/auth\?type=shopper$/);
  await expect(page.getByRole('heading', { name: 'Become a Personal Shopper' })).toBeVisible();

  await page.getByLabel('Display name').fill('Avery Stylist');
  await page.getByLabel('Email').fill(email('shopper'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The toast is raised by the sign-up itself: read it before the dashboard (a remote) loads.
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/shopper-dashboard$/);
  // Just signed up: welcomed, not welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome, Avery Stylist!' })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByText('No shopping requests yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite Codes' })).toHaveAttribute('href', '/invite-codes');
  await snap(page, testInfo, 'shopper-signed-up');
});

test('a visitor registers with an invitation link in 3 steps, moving back and reloading, and lands on the client dashboard', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // Three steps, both Backs, a reload and the registration.
  const shopper = await registerShopper(request, 'Blake Stylist');
  const invitedEmail = email('client');
  const code = await createInviteCode(request, shopper, { clientName: 'Jane Doe', clientEmail: invitedEmail });

  await page.goto(`/register?code=${code}`);
  await expect(page.getByRole('heading', { name: 'Create your client account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Invitation Code' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(code);
  await expect(page.getByText('Invitation from Blake Stylist')).toBeVisible();
  await snap(page, testInfo, 'landing-form-step-1-invitation');
  await page.getByRole('button', { name: 'Next' }).click();

  // The invitation's name and email are filled in; the visitor may change them.
  await expect(page.getByLabel('Email')).toHaveValue(invitedEmail);
  await expect(page.getByLabel('Display name')).toHaveValue('Jane Doe');
  await page.getByLabel('Password', { exact: true }).pressSequentially('1234567');
  await page.getByLabel('Confirm password').pressSequentially('1234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await snap(page, testInfo, 'landing-form-step-2-account');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Billing address', { exact: true }).fill('10 Downing St');
  await page.getByLabel('City', { exact: true }).fill('London');
  await page.getByLabel('State', { exact: true }).fill('Greater London');
  await page.getByLabel('ZIP', { exact: true }).fill('SW1A 2AA');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(page.locator('.ant-select', { has: country })).toContainText('United States');
  await country.click();
  await country.pressSequentially('United King');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select', { has: country })).toContainText('United Kingdom');
  await snap(page, testInfo, 'landing-form-step-3-details');

  // The browser's Back goes a step back, not off the site, and loses nothing.
  await page.goBack();
  await expect(page).toHaveURL(/\/register\?step=2$/);
  await expect(page.getByLabel('Email')).toHaveValue(invitedEmail);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await page.goBack();
  await expect(page.getByRole('heading', { name: /How would you like to join\?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Personal shopping, handled for you' })).toBeVisible();
  await snap(page, testInfo, 'landing-form-back-home');

  // Back into the form from the home view: all was kept but the password, asked again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: /How would you like to join\?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(invitedEmail);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Jane');

  // A reload keeps all but the password, which its step asks for again.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Create your sign-in/ })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?step=2$/);
  await expect(page.getByLabel('Email')).toHaveValue(invitedEmail);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await snap(page, testInfo, 'landing-form-reloaded');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('London');
  await expect(page.locator('.ant-select', { has: country })).toContainText('United Kingdom');
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible();
  await expect(page.getByText('Blake Stylist')).toBeVisible();
  await expect(page.getByText('No shopping requests yet')).toBeVisible();
  await snap(page, testInfo, 'client-registered-with-code');

  // The code is now used, and the shopper has the new client, in the United Kingdom.
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const codes = (await (await request.get('/api/invite-codes', { headers: auth })).json()) as {
    code: string;
    isUsed: boolean;
  }[];
  expect(codes.find((c) => c.code === code)?.isUsed).toBe(true);
  const clients = (await (await request.get('/api/clients', { headers: auth })).json()) as unknown[];
  expect(clients).toHaveLength(1);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const details = await request.get('/api/me/contact-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(await details.json()).toMatchObject({ billingCity: 'London', billingCountry: 'United Kingdom' });
});

test('a visitor registers through the 4-step wizard with a shopper from the dropdown', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // Four steps with both addresses, then the registration.
  const shopperName = `Casey Curator ${unique()}`;
  await registerShopper(request, shopperName);

  await page.goto('/');
  await page.getByRole('link', { name: /Register step by step/ }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 1 of 4');
  await expect(page.getByRole('tab', { name: 'Select Shopper' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a shopper.')).toBeVisible();

  // Keyboard only: type to filter the dropdown, Enter picks the shopper.
  const picker = page.getByRole('combobox', { name: 'Personal shopper' });
  await picker.click();
  await picker.fill(shopperName);
  await expect(page.locator('.ant-select-item-option', { hasText: shopperName })).toContainText('12.50% service fee');
  await picker.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText('Step 2 of 4');
  await page.getByLabel('Display name').fill('Morgan Client');
  await page.getByLabel('Email').fill(email('wizard'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText('Step 3 of 4');
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Client');
  await page.getByLabel('Phone').fill('+1 (555) 010-0123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('wizard-step')).toHaveText('Step 4 of 4');
  await expect(page.getByRole('checkbox', { name: 'Same as billing' })).toBeChecked();
  await fillAddress(page, { label: 'Street address' });
  await page.getByRole('checkbox', { name: 'Same as billing' }).click();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('Street address').fill('5 Rue de Rivoli');
  await shipping.getByLabel('City').fill('Paris');
  await shipping.getByLabel('State').fill('Île-de-France');
  await shipping.getByLabel('ZIP').fill('75001');
  const shippingCountry = shipping.getByRole('combobox', { name: 'Country' });
  await shippingCountry.click();
  await shippingCountry.pressSequentially('Fran');
  await page.keyboard.press('Enter');
  await expect(shipping.locator('.ant-select')).toContainText('France');
  await snap(page, testInfo, 'wizard-step-4-addresses');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The toast is raised by the registration itself: read it before the dashboard (a remote) loads.
  await expect(page.getByText('Welcome to Atelier, Morgan Client!')).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan Client' })).toBeVisible();
  await expect(page.getByText(shopperName)).toBeVisible();
  await snap(page, testInfo, 'client-registered-with-wizard');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const details = await request.get('/api/me/contact-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(await details.json()).toMatchObject({ billingCountry: 'United States', shippingCountry: 'France' });
});

test('a client signs out from the avatar menu and signs in again on /auth', async ({ page, request }, testInfo) => {
  const shopper = await registerShopper(request, 'Dana Stylist');
  const clientEmail = email('returning');
  const created = await request.post('/api/auth/register-client', {
    data: {
      email: clientEmail,
      password: PASSWORD,
      displayName: 'Riley Return',
      firstName: 'Riley',
      lastName: 'Return',
      phone: '555-010-0100',
      billingAddress: '1 Main St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZip: '62701',
      shopperId: shopper.id,
    },
  });
  expect(created.status()).toBe(201);

  const signInThroughAuth = async (password: string) => {
    await page.getByLabel('Email').fill(clientEmail);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  };

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughAuth('wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughAuth(PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Riley Return' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Riley Return' }).click();
  const logOut = page.getByRole('menuitem', { name: 'Log Out' });
  // The menu is placed under its button only once it has opened: clicking before that, on a
  // loaded machine, scrolled the page to where it first appeared and the click met the header.
  // Its first item takes the focus once the popover has opened, its motion over.
  await expect(logOut).toBeInViewport();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await logOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/auth');
  await signInThroughAuth(PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText('Dana Stylist')).toBeVisible();
  await snap(page, testInfo, 'client-signed-in-again');
});
