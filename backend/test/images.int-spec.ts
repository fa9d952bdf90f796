import sharp from 'sharp';
import request, { type Response } from 'supertest';
import { JobQueue } from '../src/infra/queue/job-queue';
import { Storage } from '../src/infra/storage/storage';
import type { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { objectKeyOfUploadUrl, objectStoreOf, storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

const UPLOAD = /^\/files\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.(jpg|png|gif|webp|pdf)$/;

/**
 * A phone photo as cameras write it: 3000x2000 stored sideways with EXIF orientation 6 (to be
 * shown 2000x3000), the camera's make and a GPS position. The top-left quarter is red, so
 * where red lands after turning shows the turn was applied to the pixels.
 */
async function phonePhoto(seed = 0): Promise<Buffer> {
  const red = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 20, g: 40 + seed, b: 200 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2976/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const plainPng = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The variant URL the images job writes beside an upload (see variant-keys.ts). */
const variantUrl = (url: string, variant: 'web' | 'thumb') => url.replace(/\.[a-z]+$/, `.${variant}.webp`);

/** supertest buffers text and JSON only: collect binary bodies whatever their type. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('image pipeline: uploads are cleaned, given variants, and listed with them', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  });
  afterAll(() => t.close());

  const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
  const fetchFile = (url: string) => request(t.http).get(url).buffer(true).parse(binary);
  const uploadPhoto = async (bytes: Buffer, kind = 'photo') =>
    (
      await request(t.http)
        .post(`/api/tasks/${taskId}/items/upload-file`)
        .set(bearer(cast.shopperA))
        .field('kind', kind)
        .attach('file', bytes, 'photo')
        .expect(201)
    ).body.url as string;
  /** Completion as anyone outside the worker sees it: the thumbnail (written last) answers 200. */
  const variantsOf = (url: string) =>
    eventually(async () => (await request(t.http).head(variantUrl(url, 'thumb'))).status === 200, 20_000);
  const detail = (account: TestAccount = cast.shopperA) =>
    request(t.http).get(`/api/tasks/${taskId}`).set(bearer(account)).expect(200);

  it('publishes a phone photo upright and without its EXIF or GPS at once, and keeps the upload privately', async () => {
    const photo = await phonePhoto();
    const url = await uploadPhoto(photo);
    expect(url).toMatch(UPLOAD);
    // Served from the first request on, before any job has run: never with the GPS position.
    const served = (await fetchFile(url).expect(200)).body as Buffer;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2000, height: 3000 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const { data } = await sharp(served).extract({ left: 1900, top: 100, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(200); // The red corner turned to the top right.
    // The upload as it came, byte for byte, outside what is served; named like the upload.
    const original = await objectStoreOf(t).get(`originals/${url.slice('/files/uploads/'.length)}`);
    expect(original?.equals(photo)).toBe(true);
    await request(t.http)
      .get(`/files/originals/${url.slice('/files/uploads/'.length)}`)
      .expect(404);
  });

  it('makes a 1600 px web size and a 320 px thumbnail in WebP, served like any upload', async () => {
    const url = await uploadPhoto(await phonePhoto(1));
    await variantsOf(url);
    const web = await fetchFile(variantUrl(url, 'web')).expect(200);
    const thumb = await fetchFile(variantUrl(url, 'thumb')).expect(200);
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(web.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 213, height: 320 });
    expect((await sharp(thumb.body as Buffer).metadata()).exif).toBeUndefined();
  });

  it('stores an image without metadata exactly as uploaded', async () => {
    const png = await plainPng(640, 480);
    const url = await uploadPhoto(png);
    expect((await storedUpload(t, url)).equals(png)).toBe(true);
    await variantsOf(url);
    expect(await sharp(await storedUpload(t, variantUrl(url, 'web'))).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });
  });

  it("lists an item's photos with their variants once made, the original until then and for other hosts", async () => {
    const uploaded = await uploadPhoto(await plainPng(900, 600, '#a52'));
    await variantsOf(uploaded);
    // Stored without going through the pipeline: no job has made its variants.
    const { url: unprocessed, key } = await t.app.get(Storage).save(await plainPng(50, 50, '#123'), 'png');
    const external = 'https://cdn.example.com/look.jpg';
    const item = await seedItem(t.app, taskId, { name: 'Listed', imageUrls: [uploaded, unprocessed, external] });
    const listed = () => detail().then((res) => res.body.items.find((entry: { id: string }) => entry.id === item.id));
    const view = await listed();
    expect(view.imageUrls).toEqual([uploaded, unprocessed, external]);
    expect(view.images).toEqual([
      { url: uploaded, webUrl: variantUrl(uploaded, 'web'), thumbUrl: variantUrl(uploaded, 'thumb') },
      { url: unprocessed, webUrl: unprocessed, thumbUrl: unprocessed },
      { url: external, webUrl: external, thumbUrl: external },
    ]);
    // Once a worker has made them (and announced them, which ends kept reads), reads name them.
    await t.app.get(JobQueue).enqueue('images', { key });
    await variantsOf(unprocessed);
    const withVariants = await eventually(async () => {
      const again = await listed();
      return again.images[1].thumbUrl !== unprocessed && again;
    });
    expect(withVariants.images[1]).toEqual({
      url: unprocessed,
      webUrl: variantUrl(unprocessed, 'web'),
      thumbUrl: variantUrl(unprocessed, 'thumb'),
    });
    // The item's own answers carry them too.
    const files = await request(t.http)
      .put(`/api/items/${item.id}/files`)
      .set(bearer(cast.shopperA))
      .send({ imageUrls: [unprocessed] })
      .expect(200);
    expect(files.body.images).toEqual([(await listed()).images[0]]);
  });

  it('cleans task reference images and lists them with their variants', async () => {
    const photo = await phonePhoto(2);
    const recipient = await request(t.http)
      .post('/api/recipients')
      .set(bearer(cast.clientA))
      .send({ relationship: 'self', displayName: 'Me' });
    const created = await request(t.http)
      .post('/api/tasks')
      .set(bearer(cast.clientA))
      .send({
        title: 'Reference look',
        description: 'Like this',
        categoryId: 'CLOTHING',
        clientId: 'auto',
        recipientId: recipient.body.id,
        uploadedImages: [`data:image/jpeg;base64,${photo.toString('base64')}`],
      })
      .expect(201);
    const res = await request(t.http).get(`/api/tasks/${created.body.id}`).set(bearer(cast.clientA)).expect(200);
    const [url] = res.body.task.uploadedImages as string[];
    expect((await sharp(await storedUpload(t, url)).metadata()).exif).toBeUndefined();
    await variantsOf(url);
    // The first read was kept; the job's announcement, right after its files, ends it.
    const again = await eventually(async () => {
      const read = await request(t.http).get(`/api/tasks/${created.body.id}`).set(bearer(cast.clientA)).expect(200);
      return read.body.task.referenceImages[0].thumbUrl !== url && read;
    });
    expect(again.body.task.referenceImages).toEqual([
      { url, webUrl: variantUrl(url, 'web'), thumbUrl: variantUrl(url, 'thumb') },
    ]);
  });

  it('cleans avatars and gives them variants, in /api/me and on comments', async () => {
    const upload = await request(t.http)
      .post('/api/upload-avatar')
      .set(bearer(cast.clientA))
      .attach('file', await phonePhoto(3), 'me.jpg')
      .expect(201);
    const url = upload.body.url as string;
    expect((await sharp(await storedUpload(t, url)).metadata()).exif).toBeUndefined();
    await request(t.http).put('/api/profile').set(bearer(cast.clientA)).send({ avatarUrl: url }).expect(200);
    await variantsOf(url);
    const avatar = { url, webUrl: variantUrl(url, 'web'), thumbUrl: variantUrl(url, 'thumb') };
    const me = await request(t.http).get('/api/me').set(bearer(cast.clientA)).expect(200);
    expect(me.body.profile).toMatchObject({ avatarUrl: url, avatar });
    // Without an avatar there is nothing to describe.
    expect((await request(t.http).get('/api/me').set(bearer(cast.shopperB)).expect(200)).body.profile.avatar).toBe(
      undefined,
    );

    const reference = await uploadPhoto(await plainPng(300, 200, '#fed'));
    await seedItem(t.app, taskId, { name: 'Commented', imageUrls: [reference] });
    const pinned = await request(t.http)
      .post(`/api/tasks/${taskId}/images/comments`)
      .set(bearer(cast.clientA))
      .send({ imageUrl: reference, content: 'Nice', x: 10, y: 10 })
      .expect(201);
    expect(pinned.body.user).toEqual({ id: cast.clientA.id, displayName: 'Casey Client', avatarUrl: url, avatar });
    const list = await request(t.http)
      .get(`/api/tasks/${taskId}/images/${encodeURIComponent(reference)}/comments`)
      .set(bearer(cast.shopperA))
      .expect(200);
    expect(list.body[0].user.avatar).toEqual(avatar);
  });

  it('gives image receipts variants and leaves other receipts alone', async () => {
    const receipt = await uploadPhoto(await phonePhoto(4), 'receipt');
    expect((await sharp(await storedUpload(t, receipt)).metadata()).exif).toBeUndefined();
    await variantsOf(receipt);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const pdfUrl = await uploadPhoto(pdf, 'receipt');
    expect((await storedUpload(t, pdfUrl)).equals(pdf)).toBe(true);
    await request(t.http).head(variantUrl(pdfUrl, 'thumb')).expect(404);
  });

  it('is idempotent: a repeated job leaves the variants as they are, a lost one is made again', async () => {
    const url = await uploadPhoto(await plainPng(700, 500, '#0af'));
    await variantsOf(url);
    const key = url.slice('/files/uploads/'.length);
    const store = objectStoreOf(t);
    const thumb = objectKeyOfUploadUrl(variantUrl(url, 'thumb'));
    const [thumbBefore, webBefore] = [await store.stat(thumb), await storedUpload(t, variantUrl(url, 'web'))];
    // A bucket's Last-Modified counts whole seconds: a rewrite from now on would change it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const jobs = t.app.get(JobQueue);
    await jobs.enqueueAndWait('images', { key }, { jobId: `again-${Date.now()}`, timeoutMs: 15_000 });
    expect(await store.stat(thumb)).toEqual(thumbBefore);
    // Uploading the same bytes again publishes nothing new and changes nothing.
    expect(await uploadPhoto(await plainPng(700, 500, '#0af'))).toBe(url);
    await store.delete(thumb);
    await jobs.enqueueAndWait('images', { key }, { jobId: `redo-${Date.now()}`, timeoutMs: 15_000 });
    expect(await store.exists(thumb)).toBe(true);
    expect((await storedUpload(t, variantUrl(url, 'web'))).equals(webBefore)).toBe(true);
  });

  it('refuses an image of more than 50 megapixels, and keeps accepting bytes it cannot decode', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const refused = await request(t.http)
      .post(`/api/tasks/${taskId}/items/upload-file`)
      .set(bearer(cast.shopperA))
      .attach('file', huge, 'huge.png')
      .expect(400);
    expect(refused.body.message).toBe('This image is too large to process (at most 50 megapixels).');
    // A JPEG header and nothing else: accepted as before, no variants; its URL stands in for them.
    const headerOnly = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.alloc(200, 0x20),
    ]);
    const url = await uploadPhoto(headerOnly);
    const item = await seedItem(t.app, taskId, { name: 'Odd', imageUrls: [url] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const view = (await detail()).body.items.find((entry: { id: string }) => entry.id === item.id);
    expect(view.images).toEqual([{ url, webUrl: url, thumbUrl: url }]);
  });
});
