import { expect, type Locator, type Page, test } from '@playwright/test';
import { productPhoto } from './product-site';
import { createRecipient, createTask, itemCard, registerClient, registerShopper, signIn, snap } from './support';

/**
 * Toasts cover no control: not the header, not the bottom navigation, not the buttons of the
 * dialog they appear over, at 375 px and 1280 px. A toast announced in a dialog outlives it and
 * moves clear of the header once the dialog closes.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The boxes of the visible buttons and links in `scope`, read at one moment: a dialog whose
 * list re-renders (its photos read again) would leave a locator of the nth control pointing
 * past the end.
 */
async function controlBoxes(scope: Locator): Promise<Box[]> {
  const boxes = await scope.locator('button:visible, a:visible').evaluateAll((controls) =>
    controls.map((control) => {
      const { x, y, width, height } = control.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  return boxes.filter((box) => box.width > 0 && box.height > 0);
}

/** Waits until the toast stands still (it moves when a dialog opens or closes), then its box. */
async function settledBox(page: Page, toast: Locator): Promise<Box> {
  let previous = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const still = box === previous;
      previous = box;
      return still;
    })
    .toBe(true);
  return (await toast.boundingBox())!;
}

async function expectClear(page: Page, toast: Locator, scopes: Locator[]) {
  const box = await settledBox(page, toast);
  for (const scope of scopes) {
    for (const control of await controlBoxes(scope))
      expect(overlaps(box, control), JSON.stringify(control)).toBe(false);
  }
}

test('a toast over an open dialog covers none of its buttons, nor the header or navigation once it closes', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);
  const added = await request.post(`/api/tasks/${task.id}/items`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { name: 'Silk Scarf', unitPrice: '45.00', quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);

  await itemCard(page, 'Silk Scarf').getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photos of Silk Scarf' });
  await dialog
    .getByLabel('Choose photos')
    .setInputFiles({ name: 'scarf.jpg', mimeType: 'image/jpeg', buffer: await productPhoto('#8a3b3b') });
  const toast = page.locator('.ant-notification-notice', { hasText: 'Images added' });
  await expect(toast).toBeVisible();
  await expectClear(page, toast, [dialog]);
  await snap(page, testInfo, 'toast-over-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast).toBeVisible();
  await expectClear(page, toast, [page.locator('header'), page.getByRole('navigation', { name: 'Main' })]);
  await snap(page, testInfo, 'toast-after-dialog', { fullPage: false });
});
