import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { productPhoto } from './product-site';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import { type Account, createRecipient, registerClient, registerShopper, signIn, snap } from './support';

/**
 * The new shopping request wizard (/task-wizard) for both roles: a client's clothing request
 * with a reference image, kept over a reload in the middle; a shopper's event request for
 * their client with a recipient added without leaving the wizard. Accounts are seeded through
 * the API.
 */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Picks the visible option of an antd Select that contains `text` (not the a11y copy). */
async function choose(page: Page, field: Locator, text: string) {
  await field.click();
  await page.locator('.ant-select-dropdown .ant-select-item-option:visible', { hasText: text }).first().click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Types into the focused field key by key, as a person does (the suggestions open and narrow
 * with each key), then presses Tab and expects the focus in the `next` field.
 */
async function typeThenTab(page: Page, text: string, next: Locator) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
}

/** The tags of the tags field whose input is `field`, as shown. */
const tagsOf = (field: Locator) =>
  field.page().locator('.ant-select', { has: field }).locator('.ant-select-selection-item-content');

async function taskDetail(request: APIRequestContext, account: Account, taskId: string) {
  const detail = await request.get(`/api/tasks/${taskId}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(detail.status()).toBe(200);
  return (await detail.json()) as {
    task: { title: string; feePct: string | null; answers: Record<string, unknown>; uploadedImages: string[] };
    recipient: { displayName: string; relationship: string } | null;
  };
}

const taskIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

test('a client creates a clothing request with a reference image, the draft surviving a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await createRecipient(request, client);
  await signIn(page, client);
  await page.goto('/task-wizard');

  await expect(page.getByRole('heading', { level: 1, name: 'New Shopping Request' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  await expect(stepHeading(page, 'Step 1 of 5 · Details')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Clothing & Fashion/ })).toBeChecked();

  // Next checks this step only, with the spec's messages.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await page.getByLabel('Title').click();
  await typeThenTab(page, 'Linen summer wardrobe', page.getByLabel('Description'));
  await page.keyboard.type('Three breathable pieces for a week in Lisbon.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Who it's for: the recipient made through the API; the heading takes the focus.
  await expect(stepHeading(page, "Step 2 of 5 · Who it's for")).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Missing recipient')).toBeVisible();
  // She has no recipient for herself yet: one click would add "Myself".
  await expect(page.getByRole('button', { name: 'Myself' })).toBeVisible();
  await page.getByRole('radio', { name: /Jordan/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The clothing questions: the recipient's sizes are filled in already; the style and the
  // budget are asked for. Then typed key by key, Tab between them, while the suggestions open
  // ("Smart Casual" as "Smart casual" is typed, "$100–$300" as "$100" is): Tab takes none and
  // nothing typed changes. A waist/length size typed among the letter sizes moves to its own.
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('At least one size is required', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Style preference is required')).toBeVisible();
  await expect(page.getByText('Budget is required')).toBeVisible();
  const waistLength = page.getByLabel('Bottoms sizes (waist/length)');
  await page.getByLabel('Bottoms sizes', { exact: true }).click();
  await typeThenTab(page, '30/32', waistLength);
  await expect(tagsOf(waistLength)).toHaveText(['32/34', '30/32']);
  await expect(tagsOf(page.getByLabel('Bottoms sizes', { exact: true }))).toHaveCount(0);

  await page.getByLabel('Style preference').click();
  await page.keyboard.type('Smart casual');
  await expect(page.locator('.ant-select-dropdown:visible').getByText('Smart Casual')).toBeVisible();
  await typeThenTab(page, ', relaxed', page.getByLabel('Budget'));
  await page.keyboard.type('$100');
  await expect(page.locator('.ant-select-dropdown:visible').getByText('$100–$300')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Colors')).toBeFocused();
  await typeThenTab(page, 'Sage green', page.getByLabel('Notes'));
  await page.keyboard.type('Cat-proof fabrics please.');
  await expect(page.getByLabel('Style preference')).toHaveValue('Smart casual, relaxed');
  await expect(page.getByLabel('Budget')).toHaveValue('$100');
  await expect(tagsOf(page.getByLabel('Colors'))).toHaveText(['Sage green']);
  await expect(page.getByLabel('Notes')).toHaveValue('Cat-proof fabrics please.');
  await snap(page, testInfo, 'client-wizard-preferences');

  // A reload in the middle keeps the step and everything typed, as typed.
  await page.reload();
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();
  await expect(page.getByLabel('Style preference')).toHaveValue('Smart casual, relaxed');
  await expect(page.getByLabel('Budget')).toHaveValue('$100');
  await expect(page.getByLabel('Notes')).toHaveValue('Cat-proof fabrics please.');
  await page.getByRole('button', { name: 'Next' }).click();

  // One reference image, picked as a file.
  await expect(stepHeading(page, 'Step 4 of 5 · Reference images')).toBeVisible();
  const photo = await productPhoto('#c8b79a');
  await page
    .getByLabel('Choose reference images')
    .setInputFiles({ name: 'linen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'linen.jpg' })).toBeVisible();
  await expect(page.getByText('1 of 5 images')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The review sums it all up, and a reload there keeps the image too.
  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Reference images' }).getByRole('img', { name: 'linen.jpg' }),
  ).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Linen summer wardrobe')).toBeVisible();
  await expect(details.getByText('Clothing & Fashion')).toBeVisible();
  await expect(page.getByRole('region', { name: "Who it's for" }).getByText('Jordan · Spouse')).toBeVisible();
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByText('Smart casual, relaxed')).toBeVisible();
  await expect(preferences.getByText('$100', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Reference images' }).getByRole('img', { name: 'linen.jpg' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'client-wizard-review');

  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Linen summer wardrobe' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('atelier.task-wizard.draft.CLIENT'))).toBeNull();

  const { task, recipient } = await taskDetail(request, client, taskIdOf(page));
  // Exactly what was typed.
  expect(task.answers).toEqual({
    topsSizes: ['L'],
    bottomsWLSizes: ['32/34', '30/32'],
    shoeSizes: ['10'],
    style: 'Smart casual, relaxed',
    budget: '$100',
    colors: ['Sage green'],
    notes: 'Cat-proof fabrics please.',
  });
  expect(task.uploadedImages).toHaveLength(1);
  expect(task.feePct).toBeNull();
  expect(recipient?.displayName).toBe('Jordan');
});

test('a shopper creates an event request for their client, adding the recipient inline', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await signIn(page, shopper);
  await page.goto('/task-wizard');

  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/shopper-dashboard');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Client is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toHaveCount(0);
  await page.getByLabel('Title').fill('Garden party supplies');
  await choose(page, page.getByRole('combobox', { name: /Client/ }), 'Casey Client');
  await expect(page.getByLabel('Service fee (%)')).toHaveAttribute('placeholder', '12.5');
  await page.getByLabel('Service fee (%)').fill('15');
  await page.getByRole('radio', { name: /Event Planning & Supplies/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The client has no recipients yet: one is added without leaving the wizard, and chosen.
  await expect(stepHeading(page, "Step 2 of 5 · Who it's for")).toBeVisible();
  await expect(page.getByText('No recipients yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipient' });
  await dialog.getByLabel('Display name').fill('The Lake House');
  await expect(dialog.getByLabel('Shoe size')).toBeVisible();
  await choose(page, dialog.getByLabel('Relationship'), 'Property');
  // A place has no birthdate, gender or sizes.
  for (const label of ['Birthdate', 'Gender', 'Top size', 'Bottom size', 'Shoe size']) {
    await expect(dialog.getByLabel(label)).toHaveCount(0);
  }
  await expect(dialog.getByLabel('Style preference')).toBeVisible();
  await snap(page, testInfo, 'shopper-wizard-property-recipient');
  await dialog.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /The Lake House/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // The event questions.
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();
  // Typed key by key with Tab between: "Garden" and "$1,000" open suggestions; none is taken.
  await page.getByLabel('Event date').fill('2026-09-12');
  await page.getByLabel('Theme').click();
  await typeThenTab(page, 'Garden party', page.getByLabel('Guest count'));
  await typeThenTab(page, '40', page.getByLabel('Budget'));
  await typeThenTab(page, '$1,000', page.getByLabel('Venue'));
  await page.keyboard.type('Lake house lawn');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 4 of 5 · Reference images')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText(/^Casey Client \(client-.+@example\.com\)$/)).toBeVisible();
  await expect(details.getByText('15%')).toBeVisible();
  await expect(page.getByRole('region', { name: "Who it's for" }).getByText('The Lake House · Property')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferences' }).getByText('Garden party')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-wizard-review');

  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden party supplies' })).toBeVisible();

  const { task, recipient } = await taskDetail(request, shopper, taskIdOf(page));
  expect(task.feePct).toBe('15.00');
  expect(task.answers).toEqual({
    date: '2026-09-12',
    theme: 'Garden party',
    guestCount: 40,
    budget: '$1,000',
    venue: 'Lake house lawn',
  });
  expect(recipient).toMatchObject({ displayName: 'The Lake House', relationship: 'property' });
  expect((await taskDetail(request, client, taskIdOf(page))).task.title).toBe('Garden party supplies');
});

test('a client with no recipients adds "Myself" in one click and shops for herself', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  await signIn(page, client);
  await page.goto('/task-wizard');
  await page.getByLabel('Title').fill('Rain jacket');
  await page.getByLabel('Description').fill('Something that packs small.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, "Step 2 of 5 · Who it's for")).toBeVisible();
  await expect(page.getByText('No recipients yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'client-wizard-recipient-none');
  await page.getByRole('button', { name: 'Myself' }).click();
  await expect(page.getByText('Recipient added')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Myself/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Myself' })).toHaveCount(0);
  await snap(page, testInfo, 'client-wizard-recipient-myself');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 3 of 5 · Preferences')).toBeVisible();

  const recipients = await request.get('/api/recipients', { headers: { Authorization: `Bearer ${client.token}` } });
  expect(await recipients.json()).toEqual([expect.objectContaining({ relationship: 'self', displayName: 'Myself' })]);
});

/** A 4032×3024 phone photo of over 12 MB (grain keeps JPEG from packing it small). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 45 },
    },
  })
    .jpeg({ quality: 97 })
    .toBuffer();
}

test('a text file named .jpg is refused when picked, by name; a 12 MB phone photo is shrunk and goes through', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const categories = await request.get('/api/categories', { headers: { Authorization: `Bearer ${client.token}` } });
  const clothing = ((await categories.json()) as Array<{ id: string; key: string }>).find(
    (category) => category.key === 'CLOTHING',
  )!;
  await signIn(page, client);
  // Steps 1 to 3 are filled in already (the wizard's own draft): this journey is about step 4.
  await page.goto('/');
  await page.evaluate(
    ({ owner, recipientId, categoryId }) =>
      sessionStorage.setItem(
        'atelier.task-wizard.draft.CLIENT',
        JSON.stringify({
          owner,
          step: 3,
          values: {
            title: 'Linen for Lisbon',
            description: 'Breathable pieces for a week away.',
            categoryId,
            recipientId,
            answers: { [categoryId]: { topsSizes: ['M'], style: 'smart-casual', budget: '100-300' } },
          },
        }),
      ),
    { owner: client.id, recipientId: recipient.id, categoryId: clothing.id },
  );
  await page.goto('/task-wizard');
  await expect(stepHeading(page, 'Step 4 of 5 · Reference images')).toBeVisible();

  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(12_000_000);
  await page.getByLabel('Choose reference images').setInputFiles([
    {
      name: 'shopping-list.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Shopping list: linen shirt, espadrilles'),
    },
    { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  // Refused at once, by name, while the photo is still being made smaller.
  await expect(page.getByText('shopping-list.jpg is not a JPEG, PNG, GIF or WebP image.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'IMG_0042.jpg' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('1 of 5 images')).toBeVisible();
  await expect(page.getByText(/too large/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'shopping-list.jpg' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'wizard-images-refused-and-shrunk');

  // The server, which checks the bytes and the 5 MB limit again, takes the shrunk photo.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 5 of 5 · Review')).toBeVisible();
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  const { task } = await taskDetail(request, client, taskIdOf(page));
  expect(task.uploadedImages).toHaveLength(1);
});
