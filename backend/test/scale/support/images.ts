import sharp from 'sharp';
import request from 'supertest';
import type { TestAccount } from '../../support/accounts';
import { bearer } from './shopping';

/**
 * A phone photo as cameras write them: 2400 x 1200 pixels stored sideways with EXIF
 * orientation 6 (upright it is 1200 x 2400), and EXIF carrying the camera and a GPS position.
 * `shade` makes each photo's bytes (and so its upload URL) distinct.
 */
export function phonePhoto(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'ScaleCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Uploads a photo of the item through `api` and puts it on the item; answers its canonical URL. */
export async function addItemPhoto(
  api: string,
  shopper: TestAccount,
  ids: { taskId: string; itemId: string },
  photo: Buffer,
): Promise<string> {
  const uploaded = await request(api)
    .post(`/api/tasks/${ids.taskId}/items/upload-file`)
    .set(bearer(shopper))
    .attach('file', photo, 'photo.jpg')
    .expect(201);
  const url = uploaded.body.url as string;
  await request(api)
    .put(`/api/items/${ids.itemId}/files`)
    .set(bearer(shopper))
    .send({ imageUrls: [url] })
    .expect(200);
  return url;
}

export interface ServedImage {
  contentType: string | null;
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  orientation: number | undefined;
  hasExif: boolean;
}

/** GET a file from an api and what sharp reads in it. */
export async function servedImage(api: string, url: string): Promise<ServedImage> {
  const response = await fetch(`${api}${url}`);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return {
    contentType: response.headers.get('content-type'),
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    orientation: metadata.orientation,
    hasExif: metadata.exif !== undefined,
  };
}
