import request from 'supertest';
import { registerClient, registerShopper, type TestAccount } from './support/accounts';
import { storedUpload } from './support/stored-objects';
import { createTestApp, type TestApp } from './support/test-app';

/** A real 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FIVE_MB = 5 * 1024 * 1024;
const NOT_AN_IMAGE = 'Please select a JPEG, PNG, GIF, or WebP image.';
const TOO_LARGE = 'Please select an image smaller than 5MB.';
const LINK_MESSAGE = 'Please enter a valid https payment link.';
const LOGO_MESSAGE = 'The logo must be an image you uploaded as your logo.';
const UPLOAD_URL = /^\/files\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.(png|jpg|gif|webp)$/;
const BRAND_FIELDS = ['businessName', 'businessAddress', 'paymentInstructions', 'paymentLink', 'logoUrl'] as const;

const withFiller = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(size - head.length, 1)]);
const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message: [message] });

describe("shopper's brand and payment details", () => {
  let t: TestApp;
  let harper: TestAccount;
  let other: TestAccount;
  let harpersClient: TestAccount;
  let othersClient: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    harper = await registerShopper(t.http, { displayName: 'Harper' });
    other = await registerShopper(t.http, { displayName: 'Other Shopper' });
    harpersClient = await registerClient(t.http, { shopperId: harper.id });
    othersClient = await registerClient(t.http, { shopperId: other.id });
  });
  afterAll(() => t.close());

  const patchMe = (account: TestAccount, body: object) =>
    request(t.http).patch('/api/shoppers/me').set(bearer(account)).send(body);
  const getMe = (account: TestAccount) => request(t.http).get('/api/shoppers/me').set(bearer(account));
  const uploadLogo = (account: TestAccount, bytes: Buffer, filename = 'logo.png', contentType = 'image/png') =>
    request(t.http).post('/api/shoppers/me/logo').set(bearer(account)).attach('file', bytes, { filename, contentType });
  const myShopper = (account: TestAccount) => request(t.http).get('/api/my-shopper').set(bearer(account));

  describe('PATCH /api/shoppers/me', () => {
    it('stores every field trimmed, keeps the address lines, and answers it as GET me does', async () => {
      const res = await patchMe(harper, {
        businessName: '  Harper & Co. Styling  ',
        businessAddress: '  12 Rue du Bac\r\nSuite 4\r\nNew York, NY 10001  ',
        paymentInstructions: ' Zelle to harper@example.com,\nor card via the link ',
        paymentLink: ' https://pay.example.com/harper?ref=invoice ',
      }).expect(200);
      expect(res.body).toMatchObject({
        businessName: 'Harper & Co. Styling',
        businessAddress: '12 Rue du Bac\nSuite 4\nNew York, NY 10001',
        paymentInstructions: 'Zelle to harper@example.com,\nor card via the link',
        paymentLink: 'https://pay.example.com/harper?ref=invoice',
        logoUrl: null,
        // Left alone.
        defaultFeePct: '12.50',
        socialMediaUrl: null,
      });
      expect((await getMe(harper).expect(200)).body).toEqual(res.body);
    });

    it('leaves fields that are not sent unchanged, and clears one with "" or null', async () => {
      await patchMe(harper, { businessName: 'Harper & Co.', paymentLink: 'https://pay.example.com/h' }).expect(200);
      let res = await patchMe(harper, { defaultFeePct: '15' }).expect(200);
      expect(res.body).toMatchObject({ businessName: 'Harper & Co.', paymentLink: 'https://pay.example.com/h' });

      res = await patchMe(harper, { businessName: '   ', paymentLink: null }).expect(200);
      expect(res.body).toMatchObject({ businessName: null, paymentLink: null });
      expect(res.body.paymentInstructions).toBe('Zelle to harper@example.com,\nor card via the link');
      res = await patchMe(harper, { businessAddress: '', paymentInstructions: null }).expect(200);
      for (const field of BRAND_FIELDS) expect(res.body[field]).toBeNull();
      expect(res.body.defaultFeePct).toBe('15.00');
    });

    it('takes each text up to its limit', async () => {
      const res = await patchMe(harper, {
        businessName: 'n'.repeat(120),
        businessAddress: 'a'.repeat(500),
        paymentInstructions: 'p'.repeat(1000),
        paymentLink: `https://pay.example.com/${'x'.repeat(1024 - 'https://pay.example.com/'.length)}`,
      }).expect(200);
      expect(res.body.businessName).toHaveLength(120);
      expect(res.body.businessAddress).toHaveLength(500);
      expect(res.body.paymentInstructions).toHaveLength(1000);
      expect(res.body.paymentLink).toHaveLength(1024);
      await patchMe(harper, {
        businessName: null,
        businessAddress: null,
        paymentInstructions: null,
        paymentLink: null,
      }).expect(200);
    });

    it.each([
      ['a long business name', { businessName: 'n'.repeat(121) }, 'Business name must be at most 120 characters'],
      ['a business name that is no text', { businessName: 42 }, 'Business name must be text'],
      ['a long address', { businessAddress: 'a'.repeat(501) }, 'Business address must be at most 500 characters'],
      ['an address that is no text', { businessAddress: ['1 Main St'] }, 'Business address must be text'],
      [
        'long instructions',
        { paymentInstructions: 'p'.repeat(1001) },
        'Payment instructions must be at most 1000 characters',
      ],
      ['a lone surrogate', { paymentInstructions: 'Zelle \ud800' }, 'Payment instructions must be text'],
      ['an http payment link', { paymentLink: 'http://pay.example.com/harper' }, LINK_MESSAGE],
      ['a payment link without a scheme', { paymentLink: 'pay.example.com/harper' }, LINK_MESSAGE],
      ['a javascript: payment link', { paymentLink: 'javascript:alert(1)' }, LINK_MESSAGE],
      ['a payment link that is no text', { paymentLink: 12 }, LINK_MESSAGE],
      ['a payment link with spaces', { paymentLink: 'https://pay example.com' }, LINK_MESSAGE],
      [
        'a long payment link',
        { paymentLink: `https://pay.example.com/${'x'.repeat(1001)}` },
        'Payment link must be at most 1024 characters',
      ],
      ['a logo hosted elsewhere', { logoUrl: 'https://images.example.com/logo.png' }, LOGO_MESSAGE],
      ['a data: logo', { logoUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}` }, LOGO_MESSAGE],
      ['a logo path leaving the uploads', { logoUrl: '/files/uploads/../../jwt-secret' }, LOGO_MESSAGE],
      ['a logo that is no text', { logoUrl: 7 }, LOGO_MESSAGE],
    ])('refuses %s with a message naming the field', async (_case, body, message) => {
      const res = await patchMe(harper, body).expect(400);
      expect(res.body).toEqual(badRequest(message));
    });

    it('changes nothing when any field is bad', async () => {
      await patchMe(harper, { businessName: 'Kept out', paymentLink: 'ftp://nope' }).expect(400);
      expect((await getMe(harper).expect(200)).body.businessName).toBeNull();
    });

    it('is for shoppers only', async () => {
      await request(t.http).patch('/api/shoppers/me').send({ businessName: 'Anon' }).expect(401);
      await patchMe(harpersClient, { businessName: 'Client & Co.' }).expect(403);
    });
  });

  describe('the logo', () => {
    it("is uploaded with the avatar's checks, then saved with PATCH, shown, and removed", async () => {
      const uploaded = await uploadLogo(harper, TINY_PNG).expect(201);
      expect(Object.keys(uploaded.body)).toEqual(['url']);
      expect(uploaded.body.url).toMatch(UPLOAD_URL);
      expect((await storedUpload(t, uploaded.body.url)).equals(TINY_PNG)).toBe(true);
      // Uploading alone changes nothing yet.
      expect((await getMe(harper).expect(200)).body.logoUrl).toBeNull();

      const saved = await patchMe(harper, { logoUrl: uploaded.body.url }).expect(200);
      expect(saved.body.logoUrl).toBe(uploaded.body.url);
      // Saving the same logo again, alongside another change, is fine.
      await patchMe(harper, { logoUrl: uploaded.body.url, businessName: 'Harper & Co.' }).expect(200);
      const cleared = await patchMe(harper, { logoUrl: '' }).expect(200);
      expect(cleared.body.logoUrl).toBeNull();
      await patchMe(harper, { businessName: null }).expect(200);
    });

    it.each([
      ['JPEG', withFiller(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'jpg'],
      ['GIF', withFiller(Buffer.from('GIF89a')), 'gif'],
    ])('accepts a %s judged by its bytes', async (_type, bytes, ext) => {
      const res = await uploadLogo(harper, bytes, 'logo.txt', 'text/plain').expect(201);
      expect(res.body.url.endsWith(`.${ext}`)).toBe(true);
    });

    it.each([
      ['a text file named .png', Buffer.from('definitely not an image, just some words'), 'logo.png'],
      ['a PDF', withFiller(Buffer.from('%PDF-1.7\n')), 'logo.png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ])('refuses %s', async (_case, bytes, filename) => {
      const res = await uploadLogo(harper, bytes, filename).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: NOT_AN_IMAGE });
    });

    it('refuses more than 5 MB, and a request without a file', async () => {
      const res = await uploadLogo(harper, withFiller(TINY_PNG, FIVE_MB + 1), 'big.png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: TOO_LARGE });
      const none = await request(t.http).post('/api/shoppers/me/logo').set(bearer(harper)).field('x', 'y').expect(400);
      expect(none.body.message).toBe('Please select an image to upload.');
    });

    it("cannot be another user's upload", async () => {
      const theirs = withFiller(Buffer.from('GIF89a'), 80);
      const { body } = await uploadLogo(other, theirs).expect(201);
      const res = await patchMe(harper, { logoUrl: body.url }).expect(400);
      expect(res.body).toEqual(badRequest(LOGO_MESSAGE));
      expect((await getMe(harper).expect(200)).body.logoUrl).toBeNull();
    });

    it('is uploaded by shoppers only', async () => {
      await request(t.http).post('/api/shoppers/me/logo').attach('file', TINY_PNG, 'a.png').expect(401);
      await uploadLogo(harpersClient, TINY_PNG).expect(403);
    });
  });

  describe("the client's view of her shopper", () => {
    it('shows the business name and how to pay, never the address or the logo', async () => {
      await patchMe(harper, {
        businessName: 'Harper & Co.',
        businessAddress: '1 Private Lane',
        paymentInstructions: 'Zelle to harper@example.com',
        paymentLink: 'https://pay.example.com/harper',
      }).expect(200);
      const res = await myShopper(harpersClient).expect(200);
      expect(res.body).toMatchObject({
        id: harper.id,
        businessName: 'Harper & Co.',
        paymentInstructions: 'Zelle to harper@example.com',
        paymentLink: 'https://pay.example.com/harper',
      });
      expect(res.body).not.toHaveProperty('businessAddress');
      expect(res.body).not.toHaveProperty('logoUrl');
    });

    it("sees a change at once, and another shopper's client sees none of it", async () => {
      // Read first, so a kept answer would be the one to go stale.
      await myShopper(harpersClient).expect(200);
      await patchMe(harper, { paymentLink: 'https://pay.example.com/harper-new', paymentInstructions: '' }).expect(200);
      const res = await myShopper(harpersClient).expect(200);
      expect(res.body).toMatchObject({ paymentLink: 'https://pay.example.com/harper-new', paymentInstructions: null });

      const theirs = await myShopper(othersClient).expect(200);
      expect(theirs.body).toMatchObject({
        id: other.id,
        businessName: null,
        paymentInstructions: null,
        paymentLink: null,
      });
    });

    it('lists none of it publicly', async () => {
      const res = await request(t.http).get('/api/shoppers').expect(200);
      expect(JSON.stringify(res.body)).not.toContain('Harper & Co.');
      expect(JSON.stringify(res.body)).not.toContain('pay.example.com');
    });
  });
});
