import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './mail';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { openAs, registerClient, registerShopper, signIn, snap } from './support';

/**
 * A shopper chooses her clients (issue 37): she stops taking new clients from the public list
 * in her settings, declines a client who chose her (the client is emailed, then chooses
 * another shopper), archives a client (who is told so at once and cannot send a request) and
 * restores her. Accounts are seeded through the API; the shopper's and the clients' screens
 * are driven through the UI.
 */

/** The popover's own confirm button (the row's buttons are named after the client). */
const confirm = (page: Page, name: string) => page.locator('.ant-popover').getByRole('button', { name, exact: true });

test('a shopper closes her public listing, declines, archives and restores clients; the clients see where they stand', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Both widths run at once against one server: names of their own, as the public list shows every shopper.
  const tag = randomBytes(2).toString('hex');
  const ava = await registerShopper(request, `Ava Laurent ${tag}`);
  const bea = `Bea Marsh ${tag}`;
  await registerShopper(request, bea);
  const nina = await registerClient(request, ava.id, 'Nina Newcomer');
  const rosa = await registerClient(request, ava.id, 'Rosa Regular');
  await signIn(page, ava);

  // Settings: off the public list.
  await page.goto('/shopper-settings');
  const listed = page.getByRole('switch', { name: 'Accept new clients from the public list' });
  await expect(listed).toBeChecked();
  await listed.click();
  await expect(page.getByText('You are hidden from the list new clients choose from.')).toBeVisible();
  await snap(page, testInfo, 'settings-new-clients-off');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
  const shoppers = (await (await request.get('/api/shoppers')).json()) as { id: string }[];
  expect(shoppers.map((shopper) => shopper.id)).not.toContain(ava.id);

  // The Clients screen: both chose her from the public list.
  await page.goto('/invite-codes');
  const yours = page.getByRole('region', { name: 'Your clients (2)' });
  await expect(yours.getByRole('article', { name: 'Nina Newcomer' })).toContainText('Chose you');
  await snap(page, testInfo, 'clients');
  await expectNoSeriousA11yViolations(page);

  // Decline Nina: she leaves the list and is emailed.
  await yours.getByRole('button', { name: 'Decline Nina Newcomer' }).click();
  await expect(page.getByText(/They get a polite email/)).toBeVisible();
  // Also waits for the popover's opening animation to end before the screenshot.
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'decline-confirm', { fullPage: false });
  await confirm(page, 'Decline').click();
  await expect(page.getByText('We let Nina Newcomer know by email. They can choose another shopper.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your clients (1)' })).toBeVisible();
  const mail = await waitForMail(nina.email, new RegExp(`^${ava.displayName} can't take you on right now$`));
  expect(mail.text).toContain(`Thank you for choosing ${ava.displayName}`);

  // Archive Rosa while her dashboard is open: it tells her at once.
  const rosaPage = await openAs(browser, testInfo, rosa);
  await rosaPage.goto('/client-dashboard');
  await expect(rosaPage.getByRole('heading', { name: 'Your personal shopper' })).toBeVisible();
  await expect(rosaPage.getByText(`${ava.displayName} has archived your account`)).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Your clients (1)' })
    .getByRole('button', { name: 'Archive Rosa Regular' })
    .click();
  await confirm(page, 'Archive').click();
  const archived = page.getByRole('region', { name: 'Archived clients (1)' });
  await expect(archived.getByRole('article', { name: 'Rosa Regular' })).toBeVisible();
  await snap(page, testInfo, 'clients-archived');
  await expectNoSeriousA11yViolations(page);

  await expect(rosaPage.getByText(`${ava.displayName} has archived your account`)).toBeVisible();
  await snap(rosaPage, testInfo, 'archived-client-dashboard');
  await expectNoSeriousA11yViolations(rosaPage);
  await rosaPage.goto('/task-wizard');
  await expect(rosaPage.getByRole('heading', { level: 1, name: 'New Shopping Request' })).toBeVisible();
  await expect(rosaPage.getByText("You can't send new requests for now.", { exact: false })).toBeVisible();
  await snap(rosaPage, testInfo, 'archived-client-wizard');
  await expectNoSeriousA11yViolations(rosaPage);

  // Restore: her wizard comes back without a reload.
  await archived.getByRole('button', { name: 'Restore Rosa Regular' }).click();
  await expect(page.getByText('Rosa Regular can send requests again.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Archived clients/ })).toHaveCount(0);
  await expect(rosaPage.getByText('Tell your shopper what you need', { exact: false })).toBeVisible();
  await rosaPage.context().close();

  // Nina, declined: no shopper, a clear state, and another shopper to choose.
  const ninaPage = await openAs(browser, testInfo, nina);
  await ninaPage.goto('/client-dashboard');
  await expect(ninaPage.getByText(`${ava.displayName} can't take you on right now`)).toBeVisible();
  await expect(ninaPage.getByText('No shopper assigned')).toBeVisible();
  await snap(ninaPage, testInfo, 'declined-client-dashboard');
  await expectNoSeriousA11yViolations(ninaPage);
  // The list shows every shopper who takes new clients, never the one who declined her; other
  // journeys add shoppers to the same app, so she finds each one by typing, as a client would.
  const chooser = ninaPage.getByLabel('Choose another shopper');
  const options = ninaPage.locator('.ant-select-item-option');
  await chooser.fill(ava.displayName);
  await expect(ninaPage.getByText('No shopper matches that name.')).toBeVisible();
  await expect(options.filter({ hasText: ava.displayName })).toHaveCount(0);
  await chooser.fill(bea);
  await expect(options.filter({ hasText: bea })).toHaveCount(1);
  await options.filter({ hasText: bea }).click();
  await ninaPage.getByRole('button', { name: 'Choose this shopper' }).click();
  await expect(ninaPage.getByText(`${bea} is now your personal shopper.`)).toBeVisible();
  await expect(ninaPage.getByText(`${ava.displayName} can't take you on right now`)).toHaveCount(0);
  await expect(ninaPage.getByRole('link', { name: 'View Profile' })).toBeVisible();
  await expect(ninaPage.getByText(bea, { exact: true })).toBeVisible();
  await snap(ninaPage, testInfo, 'declined-client-chose-again');
  await ninaPage.context().close();
});
