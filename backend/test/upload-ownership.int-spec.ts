import request from 'supertest';
import { DataSource } from 'typeorm';
import { Upload } from '../src/modules/uploads/upload.entity';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedRecipient, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** A real 1x1 PNG; `variant` changes one byte after the image data, so each is a distinct file. */
const png = (variant: number) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from([variant]),
  ]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n' + ' '.repeat(200));

const PHOTO_NOT_YOURS = 'Photos must be files you uploaded for this task';
const RECEIPT_NOT_YOURS = 'The receipt must be a file you uploaded for this task';
const AVATAR_NOT_YOURS = 'The avatar must be an image you uploaded as your avatar';
const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message: [message] });

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Issue 13, item 4: an upload URL is attached only by the user who uploaded it, where they
 * uploaded it (an item of that task, or their avatar). Knowing a URL is not owning the file.
 */
describe('upload ownership', () => {
  let t: TestApp;
  let cast: Cast;
  let taskA: string;
  let otherTaskA: string;
  let taskB: string;
  let variant = 0;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskA = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    otherTaskA = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    taskB = (await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id })).id;
  });
  afterAll(() => t.close());

  const uploadItemFile = async (account: TestAccount, taskId: string, kind = 'photo', bytes = png(++variant)) =>
    (
      await request(t.http)
        .post(`/api/tasks/${taskId}/items/upload-file`)
        .set(bearer(account))
        .field('kind', kind)
        .attach('file', bytes, { filename: 'file.bin', contentType: 'application/octet-stream' })
        .expect(201)
    ).body.url as string;
  const uploadAvatar = async (account: TestAccount) =>
    (
      await request(t.http)
        .post('/api/upload-avatar')
        .set(bearer(account))
        .attach('file', png(++variant), { filename: 'me.png', contentType: 'image/png' })
        .expect(201)
    ).body.url as string;
  const putFiles = (account: TestAccount, itemId: string, body: object) =>
    request(t.http).put(`/api/items/${itemId}/files`).set(bearer(account)).send(body);
  const updateProfile = (account: TestAccount, body: object) =>
    request(t.http).put('/api/profile').set(bearer(account)).send(body);

  describe('item photos and receipts', () => {
    it("refuses another tenant's upload in one's own item's photos (the probe's request)", async () => {
      const theirs = await uploadItemFile(cast.shopperB, taskB);
      const item = await seedItem(t.app, taskA);
      const res = await putFiles(cast.shopperA, item.id, { imageUrls: [theirs] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(PHOTO_NOT_YOURS));
      expect((await putFiles(cast.shopperA, item.id, { receiptUrl: theirs })).body).toEqual(
        badRequest(RECEIPT_NOT_YOURS),
      );
      // Also when written as an absolute URL of this api.
      const absolute = `http://127.0.0.1:3000${theirs}`;
      expect((await putFiles(cast.shopperA, item.id, { imageUrls: [absolute] })).body).toEqual(
        badRequest(PHOTO_NOT_YOURS),
      );
      expect((await t.app.get(DataSource).getRepository('Item').findOneByOrFail({ id: item.id })).imageUrls).toEqual(
        [],
      );
    });

    it("refuses one's own upload for another task, and the client's upload in the shopper's item", async () => {
      const forOtherTask = await uploadItemFile(cast.shopperA, otherTaskA);
      const item = await seedItem(t.app, taskA);
      expect((await putFiles(cast.shopperA, item.id, { imageUrls: [forOtherTask] })).body).toEqual(
        badRequest(PHOTO_NOT_YOURS),
      );
      const clientAvatar = await uploadAvatar(cast.clientA);
      expect((await putFiles(cast.shopperA, item.id, { receiptUrl: clientAvatar })).body).toEqual(
        badRequest(RECEIPT_NOT_YOURS),
      );
    });

    it('accepts the uploader’s files for the task, as photos or receipt, on any item of it', async () => {
      const photo = await uploadItemFile(cast.shopperA, taskA);
      const receipt = await uploadItemFile(cast.shopperA, taskA, 'receipt', PDF);
      const first = await seedItem(t.app, taskA);
      const second = await seedItem(t.app, taskA);
      await putFiles(cast.shopperA, first.id, { imageUrls: [photo], receiptUrl: receipt }).expect(200);
      const moved = await putFiles(cast.shopperA, second.id, { imageUrls: [photo], receiptUrl: receipt }).expect(200);
      expect(moved.body).toMatchObject({ imageUrls: [photo], receiptUrl: receipt });
      const rows = await t.app.get(DataSource).getRepository(Upload).findBy({ userId: cast.shopperA.id });
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ taskId: taskA, storageKey: photo.slice('/files/uploads/'.length) }),
          expect.objectContaining({ taskId: taskA, storageKey: receipt.slice('/files/uploads/'.length) }),
        ]),
      );
    });

    it('keeps what the item shows already (imported photos, files from before), as the web app resends them', async () => {
      const foreign = await uploadItemFile(cast.shopperB, taskB);
      const item = await seedItem(t.app, taskA, { imageUrls: [foreign], receiptUrl: foreign });
      const added = await uploadItemFile(cast.shopperA, taskA);
      // ItemPhotosModal sends the current list plus the new uploads; removing one sends the rest.
      await putFiles(cast.shopperA, item.id, { imageUrls: [foreign, added] }).expect(200);
      await putFiles(cast.shopperA, item.id, { imageUrls: [added], receiptUrl: foreign }).expect(200);
      // Once removed, it is a foreign file like any other.
      expect((await putFiles(cast.shopperA, item.id, { imageUrls: [added, foreign] })).body).toEqual(
        badRequest(PHOTO_NOT_YOURS),
      );
    });

    it('still takes files hosted elsewhere', async () => {
      const item = await seedItem(t.app, taskA);
      const external = 'https://cdn.example.com/looks/1.jpg';
      await putFiles(cast.shopperA, item.id, { imageUrls: [external], receiptUrl: external }).expect(200);
    });
  });

  describe('avatars', () => {
    it("refuses another user's avatar and another user's item photo", async () => {
      const theirAvatar = await uploadAvatar(cast.clientB);
      const res = await updateProfile(cast.clientA, { avatarUrl: theirAvatar });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(AVATAR_NOT_YOURS));
      const theirPhoto = await uploadItemFile(cast.shopperB, taskB);
      expect((await updateProfile(cast.clientA, { avatarUrl: theirPhoto })).body).toEqual(badRequest(AVATAR_NOT_YOURS));
    });

    it("refuses one's own item photo: an avatar comes from the avatar upload", async () => {
      const photo = await uploadItemFile(cast.shopperA, taskA);
      expect((await updateProfile(cast.shopperA, { avatarUrl: photo })).body).toEqual(badRequest(AVATAR_NOT_YOURS));
    });

    it('accepts one’s own avatar upload, the current avatar again, an external image and removal', async () => {
      const mine = await uploadAvatar(cast.clientA);
      expect((await updateProfile(cast.clientA, { avatarUrl: mine }).expect(200)).body.profile.avatarUrl).toBe(mine);
      await updateProfile(cast.clientA, { avatarUrl: mine, displayName: 'Casey C.' }).expect(200);
      await updateProfile(cast.clientA, { avatarUrl: 'https://images.example.com/me.jpg' }).expect(200);
      await updateProfile(cast.clientA, { avatarUrl: null }).expect(200);
      // An earlier avatar upload stays the user's to use again.
      await updateProfile(cast.clientA, { avatarUrl: mine }).expect(200);
    });
  });

  describe('task reference images', () => {
    it("take data URLs only, so another user's upload URL is refused", async () => {
      const theirs = await uploadItemFile(cast.shopperB, taskB);
      const recipient = await seedRecipient(t.app, cast.clientA.id);
      const res = await request(t.http)
        .post('/api/tasks')
        .set(bearer(cast.clientA))
        .send({
          title: 'Borrowed images',
          description: 'Trying',
          categoryId: 'CLOTHING',
          recipientId: recipient.id,
          uploadedImages: [theirs],
        });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Image 1 is not a base64 data URL' });
    });

    it('are recorded as the creator’s uploads for the new task', async () => {
      const recipient = await seedRecipient(t.app, cast.clientA.id);
      const created = await request(t.http)
        .post('/api/tasks')
        .set(bearer(cast.clientA))
        .send({
          title: 'With a picture',
          description: 'Like this',
          categoryId: 'CLOTHING',
          recipientId: recipient.id,
          uploadedImages: [`data:image/png;base64,${png(++variant).toString('base64')}`],
        })
        .expect(201);
      const rows = await t.app.get(DataSource).getRepository(Upload).findBy({ taskId: created.body.id });
      expect(rows).toEqual([expect.objectContaining({ userId: cast.clientA.id })]);
    });
  });
});
