import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { productPhoto } from './product-site';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  type Account,
  apiPost,
  createRecipient,
  createTask,
  itemCard,
  registerClient,
  registerShopper,
  signIn,
  snap,
} from './support';

/**
 * The photo viewer on an item with two photos, for both roles: Next, Previous, a thumbnail of
 * the strip, the close button and Esc each keep the task page (and a half-typed chat message)
 * in place. The item and its photos are seeded through the API.
 */

async function uploadPhoto(request: APIRequestContext, shopper: Account, taskId: string, color: string) {
  const answer = await request.post(`/api/tasks/${taskId}/items/upload-file`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    multipart: {
      kind: 'photo',
      file: { name: `${color.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await productPhoto(color) },
    },
  });
  if (!answer.ok()) throw new Error(`upload answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { url: string }).url;
}

async function seedTwoPhotoItem(request: APIRequestContext) {
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);
  const item = await apiPost(request, shopper, `/api/tasks/${task.id}/items`, {
    name: 'Wool Coat',
    quantity: 1,
    unitPrice: '240.00',
  });
  const imageUrls = [
    await uploadPhoto(request, shopper, task.id, '#2b4a6f'),
    await uploadPhoto(request, shopper, task.id, '#8a3b3b'),
  ];
  const saved = await request.put(`/api/items/${item.id}/files`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { imageUrls },
  });
  if (!saved.ok()) throw new Error(`PUT files answered ${saved.status()}: ${await saved.text()}`);
  return { shopper, client, task };
}

async function browseBothPhotos(page: Page, taskId: string) {
  await page.goto(`/tasks/${taskId}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Spring wardrobe refresh' });
  await expect(heading).toBeVisible();
  const draft = page.getByLabel('Message', { exact: true });
  await draft.fill('Half a thought about the coat');

  const coat = itemCard(page, 'Wool Coat');
  await coat.getByRole('button', { name: /Open photo 1/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  const strip = viewer.getByRole('navigation', { name: 'Thumbnails' });
  await expect(strip.getByRole('button')).toHaveCount(2);

  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('2 of 2')).toBeVisible();
  await expect(strip.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  await strip.getByRole('button').nth(1).click();
  await expect(viewer.getByText('2 of 2')).toBeVisible();
  // The arrow keys move and wrap around.
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, test.info(), 'viewer-two-photos', { fullPage: false });

  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(heading).toBeVisible();

  await coat.getByRole('button', { name: /Open photo 2/ }).click();
  await expect(viewer.getByText('2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(draft).toHaveValue('Half a thought about the coat');
}

test('the shopper moves between two photos in the viewer and closes it', async ({ page, request }) => {
  const { shopper, task } = await seedTwoPhotoItem(request);
  await signIn(page, shopper);
  await browseBothPhotos(page, task.id);
});

test('the client moves between two photos in the viewer and closes it', async ({ page, request }) => {
  const { client, task } = await seedTwoPhotoItem(request);
  await signIn(page, client);
  await browseBothPhotos(page, task.id);
});
