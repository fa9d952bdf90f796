import { type APIRequestContext, expect, test } from '@playwright/test';
import { productPhoto } from './product-site';
import { expectNoSeriousA11yViolations } from './accessibility-check';
import {
  type Account,
  createRecipient,
  createTask,
  itemCard,
  openAs,
  registerClient,
  registerShopper,
  signIn,
  snap,
} from './support';

/**
 * Live updates between two people on the same task, each in their own browser, with no
 * reload anywhere: the shopper watches the client type and write, like an item and pin a
 * comment on its photo; they talk it over in the pin's card; the client sees the answer; the shopper's bell and the dashboard's
 * unread badge and tab title follow. Accounts, the task and its photographed item are seeded
 * through the API.
 */

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function seedItemWithPhoto(request: APIRequestContext, shopper: Account, taskId: string): Promise<void> {
  const item = await request.post(`/api/tasks/${taskId}/items`, {
    headers: bearer(shopper),
    data: { name: 'Linen Blazer', quantity: 1, unitPrice: '120.00' },
  });
  expect(item.status()).toBe(201);
  const { id } = (await item.json()) as { id: string };
  const upload = await request.post(`/api/tasks/${taskId}/items/upload-file`, {
    headers: bearer(shopper),
    multipart: {
      file: { name: 'blazer.jpg', mimeType: 'image/jpeg', buffer: await productPhoto('#34506b') },
      kind: 'photo',
    },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const files = await request.put(`/api/items/${id}/files`, { headers: bearer(shopper), data: { imageUrls: [url] } });
  expect(files.status()).toBe(200);
}

test('shopper and client see each other live: typing, messages, likes, pins and replies, bell and unread badges', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'Avery Stylist');
  const client = await registerClient(request, shopper.id, 'Casey Client');
  const recipient = await createRecipient(request, client);
  const task = await createTask(request, shopper, client, recipient.id);
  await seedItemWithPhoto(request, shopper, task.id);

  await signIn(page, shopper);
  await page.goto(`/tasks/${task.id}`);
  const clientPage = await openAs(browser, testInfo, client);
  await clientPage.goto(`/tasks/${task.id}`);
  await expect(itemCard(page, 'Linen Blazer')).toBeVisible();
  await expect(itemCard(clientPage, 'Linen Blazer')).toBeVisible();

  // Typing shows on the other side, then the message arrives without a reload.
  const clientMessage = clientPage.getByLabel('Message', { exact: true });
  await clientMessage.pressSequentially('Is there a navy one');
  await expect(page.getByText('Casey is typing…')).toBeVisible();
  await snap(page, testInfo, 'shopper-sees-typing', { fullPage: false });
  await clientMessage.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is there a navy one');
  await expect(page.getByText('Casey is typing…')).toBeHidden({ timeout: 10_000 });

  // The shopper's bell counts the new message, after the news that Casey joined her.
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByRole('button', { name: /Unread: Casey Client sent a message: Is there a navy one/ }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /Unread: Casey Client joined as your client/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-bell', { fullPage: false });
  await page.keyboard.press('Escape');

  // A like shows on the shopper's card at once.
  await itemCard(clientPage, 'Linen Blazer').getByRole('button', { name: 'Like', exact: true }).click();
  await expect(itemCard(page, 'Linen Blazer').getByText('Client Likes: 1')).toBeVisible();

  // With the photo open on both sides, the client's pin appears in the shopper's viewer.
  await itemCard(page, 'Linen Blazer')
    .getByRole('button', { name: /Open photo 1/ })
    .click();
  const shopperViewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(shopperViewer.getByText('1 of 1')).toBeVisible();
  await itemCard(clientPage, 'Linen Blazer')
    .getByRole('button', { name: /Open photo 1/ })
    .click();
  const clientViewer = clientPage.getByRole('dialog', { name: 'Image viewer' });
  await clientViewer.getByRole('img', { name: 'Linen Blazer' }).click({ position: { x: 40, y: 40 } });
  await clientViewer.getByRole('textbox', { name: 'Comment' }).fill('Shorter sleeves?');
  await clientViewer.getByRole('button', { name: 'Add Comment', exact: true }).click();
  await expect(shopperViewer.getByRole('button', { name: /Comment by Casey Client/ })).toBeVisible();
  await snap(page, testInfo, 'shopper-sees-pin', { fullPage: false });

  // With the pin's card open on both sides, the shopper answers there and the client sees it.
  await clientViewer.getByRole('button', { name: /Comment by Casey Client/ }).click();
  await shopperViewer.getByRole('button', { name: /Comment by Casey Client/ }).click();
  const shopperCard = shopperViewer.getByRole('dialog', { name: 'Casey Client' });
  const clientCard = clientViewer.getByRole('dialog', { name: 'Casey Client' });
  const shopperReply = shopperCard.getByRole('textbox', { name: 'Your reply' });
  await shopperReply.fill(
    'Yes: the tailor can take 2 cm off each sleeve by Friday. The cuff buttons move up with it, ' +
      'so the line stays clean; the lining is cut to match and nothing shows at the wrist.',
  );
  await shopperReply.press('Control+Enter');
  await expect(shopperReply).toHaveValue('');
  await expect(clientCard.getByRole('log', { name: 'Replies' })).toContainText('the tailor can take 2 cm off');
  await expect(
    clientViewer.getByRole('button', { name: 'Comment by Casey Client: Shorter sleeves?, 1 reply' }),
  ).toBeVisible();
  await clientCard.getByRole('textbox', { name: 'Your reply' }).fill('Perfect, go ahead.');
  await clientCard.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(shopperCard.getByRole('log', { name: 'Replies' })).toContainText('Perfect, go ahead.');
  await expect(clientCard.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(clientPage);
  await snap(clientPage, testInfo, 'client-pin-thread', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-pin-thread', { fullPage: false });
  // The first Escape closes the card, the second the viewer.
  for (const [person, viewer] of [
    [page, shopperViewer],
    [clientPage, clientViewer],
  ] as const) {
    await person.keyboard.press('Escape');
    await person.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  }

  // The shopper answers; the client reads it where she is.
  await page.getByLabel('Message', { exact: true }).fill('Yes, ordering navy now.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(clientPage.getByRole('log', { name: 'Messages' })).toContainText('Yes, ordering navy now.');

  // Away from the task, a new message shows as an unread badge and in the tab's title.
  await page.goto('/shopper-dashboard');
  await expect(page.getByTestId('remote-greeting')).toBeVisible();
  await clientPage.getByLabel('Message', { exact: true }).fill('Perfect, thank you!');
  await clientPage.getByLabel('Message', { exact: true }).press('Enter');
  await expect(page.getByRole('img', { name: '1 unread message' }).first()).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  await expectNoSeriousA11yViolations(page);
  await snap(page, testInfo, 'shopper-dashboard-unread');
  await snap(clientPage, testInfo, 'client-workspace-live');
  await clientPage.context().close();
});
