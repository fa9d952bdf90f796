import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { createRecipient, createTask, registerClient, registerShopper, signIn, snap } from './support';

/**
 * What arrives by email, read from the journeys' SMTP server (e2e/mail-catcher.mjs): a
 * forgotten password reset from /auth to the dashboard, and a digest's unsubscribe link.
 */

test('a shopper who forgot her password resets it from the emailed link and is signed in', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Harper Lane');

  await page.goto('/auth');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we sent a link to reset the password.'),
  ).toBeVisible();
  await snap(page, testInfo, 'reset-link-sent');

  const mail = await waitForMail(shopper.email, /Reset your Atelier password/);
  const link = linkIn(mail, `${testInfo.project.use.baseURL}/reset-password?token=`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm new password').fill('a-different-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();

  await expect(page).toHaveURL(/\/shopper-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Harper Lane!' })).toBeVisible();
  await waitForMail(shopper.email, /Your password was changed/);
  // The old password is gone, and the link worked once.
  const oldSignIn = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: 'e2e-secret-pass' },
  });
  expect(oldSignIn.status()).toBe(401);
  await snap(page, testInfo, 'signed-in-after-reset');

  await page.evaluate(() => window.localStorage.removeItem('authToken'));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-pass');
  await page.getByLabel('Confirm new password').fill('yet-another-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'This reset link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  await expectNoSeriousA11yViolations(page);
});

test('a client unsubscribes from digests with the link of one, and sees it in her settings', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Harper Lane');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Lake house living room');
  const sent = await request.post(`/api/tasks/${task.id}/messages`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { content: 'Two picks for the lake house are up!' },
  });
  expect(sent.status()).toBe(201);

  const digest = await waitForMail(client.email, /on 'Lake house living room'$/);
  expect(digest.subject).toBe("Harper Lane sent a message on 'Lake house living room'");
  expect(digest.text).toContain('Two picks for the lake house are up!');
  const unsubscribe = linkIn(digest, `${testInfo.project.use.baseURL}/unsubscribe?token=`);
  expect(digest.headers['list-unsubscribe']).toContain(unsubscribe);

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Atelier email digests' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await snap(page, testInfo, 'unsubscribed');

  await signIn(page, client);
  await page.goto('/settings');
  for (const name of ['Messages', 'Items and comments', 'Payment reminders']) {
    await expect(page.getByRole('switch', { name })).not.toBeChecked();
  }
  await page.getByRole('switch', { name: 'Messages' }).click();
  await expect(page.getByRole('switch', { name: 'Messages' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'email-settings');
  const saved = await request.get('/api/me/email-preferences', {
    headers: { Authorization: `Bearer ${client.token}` },
  });
  expect(await saved.json()).toEqual({
    messages: true,
    itemsAndComments: false,
    invoices: false,
    clientsAndRequests: false,
    paymentReminders: false,
  });
});
