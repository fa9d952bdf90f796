import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  createRecipient,
  createTask,
  openAs,
  registerClient,
  registerShopper,
  seedDueInvoice,
  signIn,
  snap,
} from './support';

/**
 * The shopper's brand and payment details: she fills "Business & payment" on /shopper-settings
 * (logo, name, address, instructions, payment link); her client then reads how to pay under a
 * due invoice and finds "Pay now" opening the link in a new tab. Seeded through the API.
 */

const LINK = 'https://pay.example.com/avery';
const INSTRUCTIONS = 'Zelle to avery@example.com, or card via the link.';

test('a shopper sets her brand and payment link, and her client sees how to pay', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await signIn(page, shopper);

  await page.goto('/shopper-settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Business & payment' })).toBeVisible();
  await expect(page.getByText('No logo')).toBeVisible();

  const logo = await sharp({ create: { width: 320, height: 120, channels: 3, background: '#8a5a3b' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="120"><text x="24" y="78" font-size="52" font-family="serif" fill="#fff">Avery &amp; Co</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();

  await page.getByLabel('Business name (optional)').fill('Avery & Co. Styling');
  await page.getByLabel('Business address (optional)').fill('12 Bleecker St\nSuite 4\nNew York, NY 10012');
  await page.getByLabel('Payment instructions (optional)').fill(INSTRUCTIONS);
  const link = page.getByLabel('Payment link (optional)');
  await link.fill('http://pay.example.com/avery');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid https payment link.')).toBeVisible();
  await link.fill(LINK);
  // Payment terms from the keyboard: the first arrow opens the list on the current terms, the
  // next moves down, Enter picks.
  const terms = page.getByRole('combobox', { name: 'Payment terms' });
  await expect(page.getByText('Within 7 days')).toBeVisible();
  await terms.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
  await expect(page.getByText('Please enter a valid https payment link.')).toBeHidden();
  await snap(page, testInfo, 'shopper-settings-business-payment');
  await expectNoSeriousA11yViolations(page);

  // A due invoice of two items, seeded through the API.
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id, 'Gala look');
  await seedDueInvoice(request, shopper, task.id, [
    { name: 'Velvet Jacket', quantity: 1, unitPrice: '240.00' },
    { name: 'Silk Scarf', quantity: 1, unitPrice: '45.00' },
  ]);

  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  // Finalized today under the 14-day terms she chose.
  const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const dueText = due.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(clientPage.getByText(`Due ${dueText}`)).toBeVisible();
  const payNow = clientPage.getByRole('link', { name: /Pay now/ });
  await expect(payNow).toBeVisible();
  await expect(payNow).toHaveAttribute('href', LINK);
  await expect(payNow).toHaveAttribute('target', '_blank');
  await expect(payNow).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(clientPage.getByText(INSTRUCTIONS)).toBeVisible();
  await payNow.scrollIntoViewIfNeeded();
  await snap(clientPage, testInfo, 'client-invoice-pay-now');
  await snap(clientPage, testInfo, 'client-invoice-pay-now-viewport', { fullPage: false });
  await expectNoSeriousA11yViolations(clientPage);

  // The shopper's own card has no "Pay now".
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await clientPage.context().close();
});
