import { expect, test } from '@playwright/test';
import { createRecipient, createTask, PASSWORD, registerClient, registerShopper, snap } from './support';

test('an unknown path shows the 404 screen inside the frame, with a way home', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the shell answers every app path; it renders the 404
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Personal Shopping Assistant')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await snap(page, testInfo, '404');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Help Center' })).toBeVisible();
});

test('a visitor gets the public frame: Sign In, the footer, no bottom navigation', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(/established 2025/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await snap(page, testInfo, 'visitor-landing');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a deep link to a role route sends a visitor to sign in, and there after signing in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'Robin Stylist');
  const client = await registerClient(request, shopper.id, 'Sam Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Linen for summer');
  await page.goto(`/tasks/${task.id}?tab=messages`);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByText('Please sign in to open that page.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Please sign in to open that page.')).toBeVisible();
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}\\?tab=messages$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Linen for summer' })).toBeVisible();
});
