import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EnrichmentRun } from '../src/modules/enrichment/enrichment-run.entity';
import { AMAZON_CAPTCHA, CLOUDFLARE_CHALLENGE, TITLE_ONLY } from '../src/modules/enrichment/product-page.fixtures';
import { Item } from '../src/modules/items/entities/item.entity';
import type { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Product pages served by a local HTTP server, imported through POST /api/items/{id}/enrich.
 * The server is on 127.0.0.1, so the app runs with ENRICH_ALLOW_PRIVATE_HOSTS; the last block
 * runs an app without it.
 */
const html = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

class ProductSite {
  private server: Server | null = null;
  private readonly stalled: ServerResponse[] = [];
  readonly requests: string[] = [];
  base = '';

  constructor(private readonly routes: Record<string, (response: ServerResponse, request: IncomingMessage) => void>) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.requests.push(request.url!);
      const route = this.routes[request.url!];
      if (route) route(response, request);
      else response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stall(response: ServerResponse): void {
    this.stalled.push(response);
  }

  async stop(): Promise<void> {
    for (const response of this.stalled) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe('product-link import: POST /api/items/{id}/enrich', () => {
  let t: TestApp;
  let cast: Cast;
  let taskId: string;
  let photo: Buffer;
  let site: ProductSite;

  const page =
    (body: string | Buffer, contentType = 'text/html; charset=utf-8', status = 200) =>
    (response: ServerResponse) =>
      response.writeHead(status, { 'Content-Type': contentType }).end(body);

  beforeAll(async () => {
    // The product photo as a shop's camera left it: EXIF with a GPS position, 2400x1600.
    photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#246' } })
      .withExif({ IFD0: { Make: 'StudioCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' } })
      .jpeg()
      .toBuffer();
    const scarf = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    site = new ProductSite({
      '/blazer': page(
        html(
          '<title>Linen Blazer | Maison</title><meta property="og:site_name" content="Maison Store">' +
            jsonLd({
              '@context': 'https://schema.org',
              '@type': 'Product',
              name: 'Linen Blazer',
              brand: { '@type': 'Brand', name: 'Maison Lin' },
              image: ['/img/blazer.jpg'],
              description: 'A relaxed blazer in washed linen. Two patch pockets.',
              color: 'Navy',
              material: 'Linen',
              size: ['S', 'M', 'L'],
              offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD' },
            }),
        ),
      ),
      '/scarf': page(
        html(
          '<meta property="og:title" content="Silk Scarf"><meta property="og:description" content="Hand-rolled edges.">' +
            '<meta property="og:image" content="/img/scarf.png"><meta property="og:site_name" content="Scarf House">' +
            '<meta property="product:price:amount" content="89.50"><meta property="product:price:currency" content="EUR">',
        ),
      ),
      '/plain': page(
        html(
          '<title>Leather Belt | Shop</title><meta property="og:type" content="product">' +
            '<meta name="description" content="Full-grain leather belt.">',
        ),
      ),
      '/latin1': page(
        Buffer.from(
          html('<title>Caf\xe9 \x93Noir\x94 Mug</title><meta property="product:price:amount" content="18">'),
          'latin1',
        ),
        'text/html; charset=windows-1252',
      ),
      '/nothing': page(html('', '<div>  </div>')),
      '/title-only': page(TITLE_ONLY),
      '/title-and-description': page(
        html('<title>Leather Belt</title><meta name="description" content="Full-grain leather belt.">'),
      ),
      '/amazon-captcha': page(AMAZON_CAPTCHA),
      // Cloudflare answers its challenge with 403 (or 503), the page's markup as the body.
      '/just-a-moment': page(CLOUDFLARE_CHALLENGE, 'text/html; charset=UTF-8', 403),
      '/overloaded': page(CLOUDFLARE_CHALLENGE, 'text/html; charset=UTF-8', 503),
      '/rate-limited': page(html('<title>Too Many Requests</title>'), 'text/html', 429),
      '/huge': (response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end(html('<title>Huge</title>', 'x'.repeat(3 * 1024 * 1024)));
      },
      '/loop': (response) => response.writeHead(302, { Location: '/loop' }).end(),
      '/moved': (response) => response.writeHead(301, { Location: '/scarf' }).end(),
      '/slow': (response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.write('<html><head><title>Slow');
        site.stall(response);
      },
      '/data.json': page('{"name":"Blazer"}', 'application/json'),
      '/fake-image': page(
        html('<meta property="og:title" content="Hat"><meta property="og:image" content="/img/hat.jpg">'),
      ),
      '/img/blazer.jpg': page(photo, 'image/jpeg'),
      '/img/scarf.png': page(scarf, 'image/png'),
      '/img/hat.jpg': page('<html>this is not a picture</html>', 'image/jpeg'),
    });
    await site.start();
    t = await createTestApp({ ENRICH_ALLOW_PRIVATE_HOSTS: 'true', ENRICH_TIMEOUT_MS: '1000' });
    cast = await registerCast(t.http);
    taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
  });
  afterAll(async () => {
    await t.close();
    await site.stop();
  });

  const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
  const enrich = (itemId: string, account: TestAccount | null = cast.shopperA) => {
    const call = request(t.http).post(`/api/items/${itemId}/enrich`);
    return account ? call.set(bearer(account)) : call;
  };
  const itemFor = (path: string, fields: Partial<Item> = {}) =>
    seedItem(t.app, taskId, { name: 'From the web', unitPrice: '0.00', link: `${site.base}${path}`, ...fields });
  const stored = (id: string) => t.app.get(DataSource).getRepository(Item).findOneByOrFail({ id });
  const failure = (error: string) => ({ success: false, image_added: false, error });

  describe('reading the page', () => {
    it('imports a JSON-LD product: photo, empty fields, price in dollars and a summary of its facts', async () => {
      const item = await itemFor('/blazer');
      const res = await enrich(item.id).expect(200);
      expect(res.body).toEqual({ success: true, image_added: true, error: null });
      const after = await stored(item.id);
      expect(after).toMatchObject({ brand: 'Maison Lin', store: 'Maison Store', unitPrice: '129.00' });
      expect(after.aiSummary).toBe(
        'This is the Linen Blazer by Maison Lin. It comes in Navy, is made of Linen and is available in sizes S, M and L. ' +
          'It costs $129.00 at Maison Store.',
      );
      // The photo came through the image pipeline: stored under our URL, its GPS removed, variants made.
      expect(after.imageUrls).toEqual([expect.stringMatching(/^\/files\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/)]);
      const file = await storedUpload(t, after.imageUrls[0]);
      expect((await sharp(file).metadata()).exif).toBeUndefined();
      await eventually(
        async () => (await request(t.http).head(after.imageUrls[0].replace('.jpg', '.thumb.webp'))).status === 200,
      );
      const detail = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(cast.clientA)).expect(200);
      const listed = detail.body.items.find((entry: { id: string }) => entry.id === item.id);
      expect(listed).toMatchObject({ aiSummary: after.aiSummary, brand: 'Maison Lin' });
      expect(listed.images[0].thumbUrl).toBe(after.imageUrls[0].replace('.jpg', '.thumb.webp'));
    });

    it('imports an Open Graph page, after a redirect, keeping what the shopper entered', async () => {
      const item = await itemFor('/moved', { brand: 'Own brand', store: 'Own store', unitPrice: '75.00' });
      expect((await enrich(item.id).expect(200)).body).toEqual({ success: true, image_added: true, error: null });
      const after = await stored(item.id);
      expect(after).toMatchObject({ brand: 'Own brand', store: 'Own store', unitPrice: '75.00' });
      expect(after.aiSummary).toBe('This is the Silk Scarf. Hand-rolled edges. It costs €89.50 at Scarf House.');
    });

    it('takes the title and meta description of a page that og:type marks as a product', async () => {
      const item = await itemFor('/plain');
      expect((await enrich(item.id).expect(200)).body).toEqual({ success: true, image_added: false, error: null });
      expect(await stored(item.id)).toMatchObject({
        aiSummary: `This is the Leather Belt | Shop. Full-grain leather belt. It is sold by 127.0.0.1.`,
        imageUrls: [],
        unitPrice: '0.00',
      });
    });

    it("honours the page's charset", async () => {
      const item = await itemFor('/latin1');
      await enrich(item.id).expect(200);
      expect((await stored(item.id)).aiSummary).toContain('This is the Café “Noir” Mug.');
    });

    it('imports again without a second copy of the photo', async () => {
      const item = await itemFor('/blazer');
      expect((await enrich(item.id).expect(200)).body.image_added).toBe(true);
      const first = await stored(item.id);
      expect((await enrich(item.id).expect(200)).body).toEqual({ success: true, image_added: false, error: null });
      const second = await stored(item.id);
      expect(second.imageUrls).toEqual(first.imageUrls);
      expect(second.aiSummary).toBe(first.aiSummary);
      const runs = await t.app.get(DataSource).getRepository(EnrichmentRun).findBy({ itemId: item.id });
      expect(runs.map((run) => [run.status, run.imageAdded]).sort()).toEqual([
        ['SUCCEEDED', false],
        ['SUCCEEDED', true],
      ]);
    });

    it('adds no photo to an item that has its 8', async () => {
      const eight = Array.from({ length: 8 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
      const item = await itemFor('/scarf', { imageUrls: eight });
      expect((await enrich(item.id).expect(200)).body).toEqual({ success: true, image_added: false, error: null });
      expect((await stored(item.id)).imageUrls).toEqual(eight);
    });

    it('imports the facts of a page whose image is not an image, without a photo', async () => {
      const item = await itemFor('/fake-image');
      expect((await enrich(item.id).expect(200)).body).toEqual({ success: true, image_added: false, error: null });
      expect(await stored(item.id)).toMatchObject({
        imageUrls: [],
        aiSummary: 'This is the Hat. It is sold by 127.0.0.1.',
      });
    });
  });

  describe('pages that are not product pages', () => {
    const NOT_READ = "We couldn't read product details from that page. Nothing was changed.";
    // What the item had before: each refusal must leave every bit of it as it was.
    const before = {
      brand: null,
      store: null,
      unitPrice: '0.00',
      aiSummary: 'The summary the shopper wrote.',
      shopperNote: 'Her note.',
      imageUrls: ['https://cdn.example.com/own.jpg'],
    };

    it.each([
      ["Cloudflare's challenge, answered with 403", '/just-a-moment'],
      ["Cloudflare's challenge, answered with 503", '/overloaded'],
      ['a rate limit (429)', '/rate-limited'],
      ["Amazon's robot check, answered with 200", '/amazon-captcha'],
      ['a page with a title only', '/title-only'],
      ['a page with a title and a meta description', '/title-and-description'],
      ['an empty page', '/nothing'],
    ])('answers "couldn\'t read" for %s, changing nothing', async (_case, path) => {
      const item = await itemFor(path, before);
      const fetchedBefore = site.requests.length;
      expect((await enrich(item.id).expect(200)).body).toEqual(failure(NOT_READ));
      expect(site.requests.slice(fetchedBefore)).toEqual([path]);
      const after = await stored(item.id);
      expect(after).toMatchObject(before);
      expect(after.updatedAt).toEqual(item.updatedAt);
      const detail = await request(t.http).get(`/api/tasks/${taskId}`).set(bearer(cast.clientA)).expect(200);
      expect(detail.body.items.find((entry: { id: string }) => entry.id === item.id)).toMatchObject(before);
      const [run] = await t.app.get(DataSource).getRepository(EnrichmentRun).findBy({ itemId: item.id });
      expect(run).toMatchObject({ status: 'FAILED', error: NOT_READ, imageAdded: false });
    });
  });

  describe('pages that cannot be read', () => {
    it.each([
      ['a huge page', '/huge', 'The page is too large to import (over 2 MB).'],
      ['a redirect loop', '/loop', 'The link redirects too many times.'],
      ['a slow page', '/slow', 'The page took too long to load.'],
      ['a non-HTML answer', '/data.json', 'The link leads to application/json.'],
      ['a missing page', '/gone', 'The page answered with an error (HTTP 404).'],
    ])('answers success false for %s, changing nothing', async (_case, path, error) => {
      const item = await itemFor(path, { brand: null });
      const started = Date.now();
      expect((await enrich(item.id).expect(200)).body).toEqual(failure(error));
      expect(Date.now() - started).toBeLessThan(10_000);
      const after = await stored(item.id);
      expect(after).toMatchObject({ aiSummary: null, brand: null, imageUrls: [], unitPrice: '0.00' });
    });
  });

  describe('who may import, and which items', () => {
    it("is the task's shopper's alone", async () => {
      const item = await itemFor('/plain');
      const fetchedBefore = site.requests.length;
      await enrich(item.id, null).expect(401);
      expect((await enrich(item.id, cast.clientA).expect(403)).body.message).toBe(
        'Only the shopper of this task can do this',
      );
      expect((await enrich(item.id, cast.shopperB).expect(404)).body.message).toBe('Item not found');
      await enrich(item.id, cast.clientB).expect(404);
      await enrich('00000000-0000-4000-8000-000000000000').expect(404);
      expect(site.requests).toHaveLength(fetchedBefore);
    });

    it('needs a link, and an item that can still change', async () => {
      const unlinked = await seedItem(t.app, taskId, { name: 'No link' });
      expect((await enrich(unlinked.id).expect(400)).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'This item has no product link to import from.',
      });
      const invoiced = await itemFor('/plain', { status: 'INVOICED_DUE' });
      expect((await enrich(invoiced.id).expect(409)).body.message).toBe(
        'This item is on an invoice and can no longer be changed.',
      );
      const paid = await itemFor('/plain', { status: 'INVOICED_PAID' });
      expect((await enrich(paid.id).expect(409)).body.message).toBe(
        'This item has been paid and can no longer be changed.',
      );
    });
  });
});

describe('product-link import without ENRICH_ALLOW_PRIVATE_HOSTS', () => {
  let t: TestApp;
  let cast: Cast;
  let site: ProductSite;

  beforeAll(async () => {
    site = new ProductSite({
      '/blazer': (response) =>
        response.writeHead(200, { 'Content-Type': 'text/html' }).end(html('<title>Linen Blazer</title>')),
    });
    await site.start();
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(async () => {
    await t.close();
    await site.stop();
  });

  it('refuses a private address, without contacting it', async () => {
    const taskId = (await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id })).id;
    const item = await seedItem(t.app, taskId, { link: `${site.base}/blazer` });
    const res = await request(t.http)
      .post(`/api/items/${item.id}/enrich`)
      .set({ Authorization: `Bearer ${cast.shopperA.token}` })
      .expect(200);
    expect(res.body).toEqual({
      success: false,
      image_added: false,
      error: 'This link points to a private or local network address and cannot be imported.',
    });
    expect(site.requests).toEqual([]);
    expect((await t.app.get(DataSource).getRepository(Item).findOneByOrFail({ id: item.id })).aiSummary).toBeNull();
  });
});
